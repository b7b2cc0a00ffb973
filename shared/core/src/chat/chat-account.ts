import type { Subscription } from 'rxjs'
import type { NostrEvent } from '../nostr-types'
import type { RelayPool } from '../relay/pool/pool-types'
import { normalizeRelayUrls } from '../relay/relay-url'
import { DM_RELAYS_KIND } from '../private-messages/send-private-message'
import type { IndexedDbImpl } from '../db/indexed-db-impl'
import { ChatDatabase, chatDatabaseName } from './chat-database'
import { createChatReceiver } from './chat-receiver'
import { createChatSender, type ChatSigner } from './chat-sender'
import { createDmRelayBook, MAX_DM_RELAYS } from './dm-relays'
import { createStrangerLimit } from './stranger-limit'
import { findOwnDmList } from './own-dm-list'

/** The user's signer as a chat needs it: sign, encrypt and decrypt (every signer kind offers these). */
export interface ChatAccountSigner extends ChatSigner {
  decrypt(scheme: 'nip44' | 'nip04', pubkey: string, ciphertext: string): Promise<string>
}

export interface ChatAccountDeps {
  pool: Pick<RelayPool, 'req' | 'query' | 'publish' | 'status$'>
  signer: () => Promise<ChatAccountSigner>
  verify(event: NostrEvent): boolean | Promise<boolean>
  distanceOf(pubkey: string): Promise<number>
  /** The user's relays (enabled): where strangers are read and where a recipient without known relays is reached. */
  relays: () => string[]
  indexedDb?: IndexedDbImpl
  now?: () => number
  /** Waits before messages the signer could not decrypt are tried again (default SIGNER_RETRY_DELAYS_MS). */
  signerRetryDelaysMs?: readonly number[]
}

/** One signed-in account's chat: its database, the listener on its DM relays, the sender, its kind-10050 list. */
export function openChatAccount(me: string, deps: ChatAccountDeps) {
  const now = deps.now ?? Date.now
  const db = new ChatDatabase(chatDatabaseName(me), deps.indexedDb)
  const book = createDmRelayBook(deps.pool, now)
  const nowSeconds = () => Math.floor(now() / 1000)
  const sender = createChatSender({ db, me, signer: deps.signer, pool: deps.pool, book, fallbackRelays: deps.relays, nowSeconds })
  const receiver = createChatReceiver({
    db,
    me,
    decrypt: async (scheme, pubkey, text) => (await deps.signer()).decrypt(scheme, pubkey, text),
    verify: deps.verify,
    distanceOf: deps.distanceOf,
    limit: createStrangerLimit(now),
    req: (filters, opts) => deps.pool.req(filters, opts),
    signerRetryDelaysMs: deps.signerRetryDelaysMs,
  })
  let listening: Subscription | null = null
  let closed = false
  /** The user has a kind-10050 list (found or published by this session). */
  let ownListKnown = false

  /** Publishes the user's DM relays (kind 10050) to them and to the user's relays. */
  async function publishDmRelays(urls: string[]) {
    const relays = normalizeRelayUrls(urls).slice(0, MAX_DM_RELAYS)
    const event = await (await deps.signer()).sign({ kind: DM_RELAYS_KIND, tags: relays.map((url) => ['relay', url]), content: '', created_at: nowSeconds() })
    const results = await deps.pool.publish(event, { relays: [...new Set([...relays, ...deps.relays()])] })
    if (!results.some((result) => result.ok)) throw new Error('No relay accepted the DM relay list')
    book.forget(me)
    return relays
  }

  const listen = async () => {
    const route = await book.route(me)
    if (closed) return
    listening?.unsubscribe()
    listening = receiver.start([...new Set([...route.relays, ...deps.relays()])])
  }
  const ready = listen().then(() => sender.resume())

  /** A list the first lookup missed: read from its relays now. */
  const adoptFoundList = () => {
    ownListKnown = true
    book.forget(me)
    return listen()
  }
  const publishFirstList = () =>
    publishDmRelays(deps.relays())
      .then(() => void (ownListKnown = true))
      .catch((error: unknown) => console.warn('The DM relay list was not published', error))

  return {
    me,
    db,
    sender,
    receiver,
    ready,
    dmRelays: async () => (await book.route(me)).relays,
    /** Publishes a new DM relay list and listens there. */
    async setDmRelays(urls: string[]) {
      await publishDmRelays(urls)
      ownListKnown = true
      await listen()
    },
    /**
     * NIP-17: the user's own list is published on first use (their relays, at most three), only once a relay said
     * they have none: a lookup nobody answered may have missed a list, which this would overwrite.
     */
    async ensureDmRelays() {
      if (ownListKnown || !deps.relays().length) return
      if ((await book.route(me)).listed) return void (ownListKnown = true)
      const found = await findOwnDmList(deps.pool, me, deps.relays(), now)
      if (found === 'listed') await adoptFoundList()
      else if (found === 'absent') await publishFirstList()
    },
    close() {
      closed = true
      listening?.unsubscribe()
      db.close()
    },
  }
}

export type ChatAccount = ReturnType<typeof openChatAccount>
