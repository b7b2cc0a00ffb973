import { GRAPH_BACKEND_METHODS, type GraphBackend, type GraphBackendMethod } from './graph-backend'

/** Either side of the message boundary: a Worker, the worker's own scope, or a MessagePort. */
export interface MessageEndpoint {
  postMessage(message: unknown, transfer?: Transferable[]): void
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  start?(): void
}

/** A call from the proxy to the worker. */
export interface GraphRequest {
  id: number
  method: GraphBackendMethod
  args: unknown[]
}

/** The worker's answer to one call. */
export type GraphResponse = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string }

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void }

/** Main-thread proxy: the GraphBackend API, each call posted to `endpoint` and answered by serveGraphBackend. */
export function graphBackendProxy(endpoint: MessageEndpoint, terminate: () => void = () => {}): GraphBackend {
  const pending = new Map<number, Pending>()
  let nextId = 1
  let disposed = false

  const onMessage = (event: MessageEvent) => {
    const response = event.data as GraphResponse
    const call = pending.get(response?.id)
    if (!call) return
    pending.delete(response.id)
    if (response.ok) call.resolve(response.result)
    else call.reject(new Error(response.error))
  }
  endpoint.addEventListener('message', onMessage)
  endpoint.start?.()

  function call(method: GraphBackendMethod, args: unknown[]): Promise<unknown> {
    if (disposed) return Promise.reject(new Error('Social graph closed'))
    const id = nextId++
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject })
      endpoint.postMessage({ id, method, args } satisfies GraphRequest)
    })
  }

  const methods = Object.fromEntries(GRAPH_BACKEND_METHODS.map((method) => [method, (...args: unknown[]) => call(method, args)]))
  return {
    ...(methods as unknown as Omit<GraphBackend, 'dispose'>),
    dispose() {
      disposed = true
      endpoint.removeEventListener('message', onMessage)
      pending.forEach((call) => call.reject(new Error('Social graph closed')))
      pending.clear()
      terminate()
    },
  }
}

/** Worker side: answers the proxy's calls with `backend`; binary results are transferred, not copied. */
export function serveGraphBackend(endpoint: MessageEndpoint, backend: GraphBackend): () => void {
  const onMessage = async (event: MessageEvent) => {
    const request = event.data as GraphRequest
    if (typeof request?.id !== 'number' || !GRAPH_BACKEND_METHODS.includes(request.method)) return
    try {
      const method = backend[request.method] as (...args: unknown[]) => Promise<unknown>
      const result = await method(...request.args)
      const transfer = result instanceof Uint8Array ? [result.buffer as ArrayBuffer] : []
      endpoint.postMessage({ id: request.id, ok: true, result } satisfies GraphResponse, transfer)
    } catch (error) {
      endpoint.postMessage({ id: request.id, ok: false, error: String((error as Error)?.message ?? error) } satisfies GraphResponse)
    }
  }
  endpoint.addEventListener('message', onMessage)
  endpoint.start?.()
  return () => endpoint.removeEventListener('message', onMessage)
}
