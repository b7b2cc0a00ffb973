import { generateSecretKey } from 'nostr-tools/pure'
import type { NostrEvent } from '../../nostr-types'
import { bytesToHex, hexToBytes } from '../private-key-signer'
import type { Signer } from '../signer-types'
import { createNostrConnectUri, parseBunkerUri } from './connection-uri'
import { createNip46Rpc, type Nip46Rpc, type Nip46RpcOptions, type Nip46Transport } from './nip46-rpc'

/** What is kept to resume a remote-signer session after a reload (no user key in it). */
export interface Nip46Session {
  /** The throwaway key this client uses to talk to the remote signer. */
  clientSecret: string
  remotePubkey: string
  relays: string[]
}

/** A connected remote signer. */
export interface Nip46Login {
  signer: Signer
  pubkey: string
  session: Nip46Session
}

/** Shared options: the transport (the relay pool) plus timing. */
export type Nip46Options = Pick<Nip46RpcOptions, 'clock' | 'timeoutMs' | 'onAuthUrl'> & { transport: Nip46Transport }

/** Logs in through a `bunker://` URI: connect (with its secret), then ask for the user's key. */
export async function connectBunker(uri: string, opts: Nip46Options): Promise<Nip46Login> {
  const pointer = parseBunkerUri(uri)
  const clientSecret = generateSecretKey()
  const rpc = createNip46Rpc({ ...opts, clientSecret, relays: pointer.relays, remotePubkey: pointer.remotePubkey })
  try {
    const answer = await rpc.request('connect', [pointer.remotePubkey, pointer.secret ?? ''])
    if (answer !== 'ack' && answer !== pointer.secret) throw new Error(`Remote signer refused to connect: ${answer}`)
    return await finishLogin(rpc, clientSecret, pointer.relays)
  } catch (error) {
    rpc.close()
    throw error
  }
}

/** Offers a `nostrconnect://` URI; `login` resolves when a remote signer scans it and answers. */
export function startNostrConnect(
  relays: string[],
  opts: Nip46Options & { perms?: string[]; name?: string },
): { uri: string; ready: Promise<void>; login: Promise<Nip46Login>; cancel(): void } {
  const clientSecret = generateSecretKey()
  const secret = bytesToHex(generateSecretKey()).slice(0, 16)
  const rpc = createNip46Rpc({ ...opts, clientSecret, relays })
  const uri = createNostrConnectUri({ clientPubkey: rpc.clientPubkey, relays, secret, perms: opts.perms, name: opts.name })
  const login = rpc.waitForConnect(secret).then(() => finishLogin(rpc, clientSecret, relays))
  return { uri, ready: rpc.ready, login, cancel: () => rpc.close() }
}

/** Resumes a saved session without a new connect. */
export function resumeNip46(session: Nip46Session, pubkey: string, opts: Nip46Options): Signer {
  const rpc = createNip46Rpc({ ...opts, clientSecret: hexToBytes(session.clientSecret), relays: session.relays, remotePubkey: session.remotePubkey })
  return signerOverRpc(rpc, pubkey)
}

async function finishLogin(rpc: Nip46Rpc, clientSecret: Uint8Array, relays: string[]): Promise<Nip46Login> {
  const pubkey = await rpc.request('get_public_key', [])
  const session = { clientSecret: bytesToHex(clientSecret), remotePubkey: rpc.remotePubkey()!, relays }
  return { signer: signerOverRpc(rpc, pubkey), pubkey, session }
}

/** A Signer whose every operation is a NIP-46 request. */
function signerOverRpc(rpc: Nip46Rpc, pubkey: string): Signer {
  const cipher = (scheme: 'nip04' | 'nip44') => ({
    encrypt: (peer: string, plaintext: string) => rpc.request(`${scheme}_encrypt`, [peer, plaintext]),
    decrypt: (peer: string, ciphertext: string) => rpc.request(`${scheme}_decrypt`, [peer, ciphertext]),
  })
  return {
    getPublicKey: async () => pubkey,
    signEvent: async (template) => JSON.parse(await rpc.request('sign_event', [JSON.stringify(template)])) as NostrEvent,
    nip04: cipher('nip04'),
    nip44: cipher('nip44'),
    close: () => rpc.close(),
  }
}
