import { WebSocketServer, type WebSocket } from 'ws'

export interface HostileServer {
  url: string
  received: unknown[][]
  close(): Promise<void>
}

/**
 * A raw websocket server standing in for a hostile or broken relay: `onReq` decides which
 * frames (strings or binary) to send back for each REQ. It never answers EVENT unless told to.
 */
export async function startHostileServer(handlers: {
  onReq?: (subId: string, socket: WebSocket) => void
  onEvent?: (event: { id: string }, socket: WebSocket) => void
}): Promise<HostileServer> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' })
  const received: unknown[][] = []
  server.on('connection', (socket) => {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as unknown[]
      received.push(message)
      if (message[0] === 'REQ') handlers.onReq?.(message[1] as string, socket)
      if (message[0] === 'EVENT') handlers.onEvent?.(message[1] as { id: string }, socket)
    })
  })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const { port } = server.address() as { port: number }
  return {
    url: `ws://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.clients.forEach((client) => client.terminate())
        server.close(() => resolve())
      }),
  }
}
