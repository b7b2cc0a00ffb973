import { initNostrWasm, NostrWasm } from 'nostr-wasm'
import type { WasmVerify } from './wasm-verifier'

/** Set by the production builds: nostr-wasm's binary, shipped as its own file beside the relay worker. */
declare const __NOSTR_WASM_FILE__: string

// `typeof __NOSTR_WASM_FILE__` is a constant after a production build: the other branch, and with it the package's
// inlined base64 copy of the binary (290 KB of script to fetch, parse and decode), is dropped.

/** nostr-wasm's instance: compiled from the shipped binary while it downloads, else from the copy in the package. */
export function nostrWasmInstance(): Promise<WasmVerify> {
  return typeof __NOSTR_WASM_FILE__ === 'string' ? nostrWasmFromFile(__NOSTR_WASM_FILE__) : initNostrWasm()
}

/** nostr-wasm compiled from its binary at `url` (exported for its test; the build constant picks it in production). */
export async function nostrWasmFromFile(url: string): Promise<WasmVerify> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`)
  // Streaming compilation needs the application/wasm type; from any other server the bytes are compiled whole.
  const streamable = response.headers.get('content-type')?.startsWith('application/wasm')
  return NostrWasm(streamable ? response : await response.arrayBuffer())
}
