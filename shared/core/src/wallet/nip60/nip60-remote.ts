import type { Observable } from 'rxjs'
import type { Filter, NostrEvent } from '../../nostr-types'
import { readTokenContent, readWalletContent, type TokenContent, type WalletContent } from './nip60-content'
import { DELETION_KIND, TOKEN_KIND, WALLET_KIND } from './nip60-kinds'

/** The user's signer as the backup needs it: sign, and NIP-44 to and from the user's own key. */
export interface BackupSigner {
  sign(template: { kind: number; tags: string[][]; content: string; created_at: number }): Promise<NostrEvent>
  encrypt(scheme: 'nip44', pubkey: string, plaintext: string): Promise<string>
  decrypt(scheme: 'nip44', pubkey: string, ciphertext: string): Promise<string>
}

export interface BackupPool {
  query(filters: Filter[]): Promise<NostrEvent[]>
  publish(event: NostrEvent): Promise<Array<{ ok: boolean }>>
  /** Live subscriptions (incoming nutzaps); without it nutzaps are redeemed at start only. */
  req?(filters: Filter[], opts: { closeOnEose: boolean }): Observable<unknown>
}

/** The wallet as the relays hold it: the wallet event and the token events no deletion or `del` has replaced. */
export interface RemoteWallet {
  wallet: (WalletContent & { createdAt: number }) | null
  tokens: Array<TokenContent & { eventId: string }>
}

/** Fetches and decrypts the user's NIP-60 events; an event that does not decrypt or parse is skipped, not fatal. */
export async function fetchRemoteWallet(pool: BackupPool, signer: BackupSigner, pubkey: string): Promise<RemoteWallet> {
  const events = await pool.query([
    { kinds: [WALLET_KIND, TOKEN_KIND], authors: [pubkey] },
    { kinds: [DELETION_KIND], authors: [pubkey], '#k': [String(TOKEN_KIND)] },
  ])
  const mine = events.filter((event) => event.pubkey === pubkey)
  const deleted = new Set(mine.filter((event) => event.kind === DELETION_KIND).flatMap((event) => event.tags.filter((tag) => tag[0] === 'e').map((tag) => tag[1])))
  const open = (event: NostrEvent) => signer.decrypt('nip44', pubkey, event.content)
  const tokens: RemoteWallet['tokens'] = []
  for (const event of mine.filter((candidate) => candidate.kind === TOKEN_KIND && !deleted.has(candidate.id))) {
    const content = await open(event).then(readTokenContent).catch(() => null)
    if (content) tokens.push({ ...content, eventId: event.id })
  }
  const replaced = new Set(tokens.flatMap((token) => token.del))
  const newestWallet = mine.filter((event) => event.kind === WALLET_KIND).sort((a, b) => b.created_at - a.created_at)[0]
  const wallet = newestWallet ? await open(newestWallet).then((json) => ({ ...readWalletContent(json), createdAt: newestWallet.created_at })).catch(() => null) : null
  return { wallet, tokens: tokens.filter((token) => !replaced.has(token.eventId)) }
}
