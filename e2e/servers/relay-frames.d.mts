import type { IncomingMessage, Server } from 'node:http'
import type { WebSocket, WebSocketServer } from 'ws'

export type ClientMessage =
  | { type: 'REQ'; subId: string; filters: Array<Record<string, unknown>> }
  | { type: 'CLOSE'; subId: string }
  | { type: 'EVENT' | 'AUTH'; event: Record<string, unknown> & { id?: string } }
export function parseClientMessage(data: unknown): ClientMessage | null

export function eventFrame(subId: string, event: unknown): string
export function eose(subId: string): string
export function ok(eventId: string, accepted: boolean, message: string): string
export function notice(text: string): string
export function closed(subId: string, reason: string): string
export function authChallenge(challenge: string): string

export interface WsRelay {
  /** ws://127.0.0.1:port, without a trailing slash. */
  url: string
  server: WebSocketServer
  close(): Promise<void>
}
export function startWsRelay<State = undefined>(opts: {
  port?: number
  httpServer?: Server
  maxPayload?: number
  onConnection?: (socket: WebSocket, request: IncomingMessage) => State
  onMessage: (message: ClientMessage, socket: WebSocket, state: State) => void
}): Promise<WsRelay>
