import { finalizeEvent, generateSecretKey, getPublicKey } from 'nostr-tools/pure'
import WebSocket from 'ws'
import type { NostrEvent } from '../nostr-types'

/** The ws package's client, typed as the browser WebSocket the core expects. */
export const NodeWebSocket = WebSocket as unknown as typeof globalThis.WebSocket

export interface TestRelay {
  url: string
  port: number
  close(): Promise<void>
}

type StartRelay = (opts: { port: number; dbPath: string; seed: boolean; log: () => void }) => Promise<TestRelay>

const SERVER_MODULE = new URL('../../../../scripts/relay/server.mjs', import.meta.url).href

/** The project's real local relay (SQLite in memory), on a free port unless one is given. */
export async function startTestRelay(opts: { seed?: boolean; port?: number } = {}): Promise<TestRelay> {
  const { startRelay } = (await import(/* @vite-ignore */ SERVER_MODULE)) as { startRelay: StartRelay }
  return startRelay({ port: opts.port ?? 0, dbPath: ':memory:', seed: opts.seed ?? false, log: () => {} })
}

/** A WebSocket implementation that records every frame the client sends. */
export function spyingWebSocket(sent: string[]): typeof globalThis.WebSocket {
  return function SpyingWebSocket(url: string) {
    const socket = new WebSocket(url)
    const send = socket.send.bind(socket)
    socket.send = ((data: string) => {
      sent.push(String(data))
      send(data)
    }) as typeof socket.send
    return socket
  } as unknown as typeof globalThis.WebSocket
}

export interface TestAuthor {
  secretKey: Uint8Array
  pubkey: string
  sign(template: { kind?: number; content?: string; created_at?: number; tags?: string[][] }): NostrEvent
}

export function createAuthor(): TestAuthor {
  const secretKey = generateSecretKey()
  return {
    secretKey,
    pubkey: getPublicKey(secretKey),
    sign: ({ kind = 1, content = '', created_at = Math.floor(Date.now() / 1000), tags = [] }) =>
      plain(finalizeEvent({ kind, content, created_at, tags }, secretKey)),
  }
}

/** Strips nostr-tools' verified marker so the event looks like it came off the wire. */
export function plain(event: NostrEvent): NostrEvent {
  return JSON.parse(JSON.stringify(event)) as NostrEvent
}

export async function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('waitFor timed out')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** A port nothing listens on. */
export const CLOSED_PORT_URL = 'ws://127.0.0.1:1'
