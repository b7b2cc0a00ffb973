import { getEventHash } from 'nostr-tools/pure'
import type { NostrEvent } from '../nostr-types'
import type { PublishResult } from '../relay/connection/connection-types'
import { giftWrap, type SealSigner } from '../private-messages/gift-wrap'
import type { ChatDatabase } from './chat-database'
import type { MessageRow, OutgoingRow } from './chat-rows'
import type { ChatFile, RelayDelivery, SendOptions } from './chat-types'
import type { DmRelayBook } from './dm-relays'
import { CHAT_FILE_KIND, CHAT_MESSAGE_KIND, CHAT_REACTION_KIND } from './rumor-message'
import { FILE_ENCRYPTION } from './chat-files'
import { participantsOf } from './session-id'
import { storeMessage, storeReaction } from './chat-store'
import { retryInMemory } from '../db/memory-retry'

export const LEGACY_DM_KIND = 4

/** The user's signer as chats need it: sign, and encrypt with NIP-44 (seals) or NIP-04 (legacy DMs). */
export interface ChatSigner extends SealSigner {
  encrypt(scheme: 'nip44' | 'nip04', pubkey: string, plaintext: string): Promise<string>
}

export interface ChatSenderDeps {
  db: ChatDatabase
  me: string
  signer: () => Promise<ChatSigner>
  pool: { publish(event: NostrEvent, opts?: { relays?: string[] }): Promise<PublishResult[]> }
  book: DmRelayBook
  /** The user's own relays: where a recipient without any known relay is reached. */
  fallbackRelays: () => string[]
  nowSeconds: () => number
}

/** Merges one publish's answers into a message's per-relay delivery (a relay that refused any copy counts as failed). */
function mergeDelivery(delivery: Record<string, RelayDelivery>, results: PublishResult[]) {
  for (const { relay, ok } of results) delivery[relay] = !ok ? 'failed' : delivery[relay] === 'failed' ? 'failed' : 'ok'
}

export function createChatSender(deps: ChatSenderDeps) {
  const { db, me } = deps
  const relaysOf = async (pubkey: string) => {
    const route = await deps.book.route(pubkey)
    return route.relays.length ? route.relays : deps.fallbackRelays()
  }

  /** Publishes the stored copies of a message; what every relay took is forgotten, the rest kept for a retry. */
  async function deliver(messageId: string, rows: OutgoingRow[]) {
    const results = await Promise.all(rows.map(async (row) => ({ row, results: await deps.pool.publish(JSON.parse(row.wrap) as NostrEvent, { relays: row.relays }) })))
    await db.transaction('rw', [db.messages, db.outgoing], async () => {
      const message = await db.messages.get(messageId)
      const delivery = { ...(message?.delivery ?? {}) }
      for (const relay of rows.flatMap((row) => row.relays)) if (delivery[relay] === 'failed' || delivery[relay] === 'pending') delete delivery[relay]
      for (const { row, results: answers } of results) {
        mergeDelivery(delivery, answers)
        const refused = answers.filter((answer) => !answer.ok).map((answer) => answer.relay)
        if (refused.length) await db.outgoing.put({ ...row, relays: refused })
        else await db.outgoing.delete(row.key)
      }
      if (message) await db.messages.update(messageId, { delivery })
    })
  }

  /** Writes the message and its copies before anything is sent, so a reload finishes what a crash cut short. */
  async function record(message: MessageRow, copies: Array<{ recipient: string; event: NostrEvent; relays: string[] }>, subject?: string) {
    const rows = copies.map(({ recipient, event, relays }) => ({ key: `${message.id}:${recipient}`, messageId: message.id, recipient, wrap: JSON.stringify(event), relays }))
    message.delivery = Object.fromEntries(rows.flatMap((row) => row.relays).map((relay) => [relay, 'pending' as const]))
    await storeMessage(db, { me, message, subject, startsRequest: false })
    await retryInMemory(db, () => db.outgoing.bulkPut(rows))
    return rows
  }

  async function useLegacy(participants: string[], sessionId: string): Promise<boolean> {
    if (participants.length !== 1) return false
    const incoming = await db.messages.where('sessionId').equals(sessionId).filter((row) => row.author !== me).sortBy('createdAt')
    if (incoming.at(-1)?.protocol !== 'nip04') return false
    return !(await deps.book.route(participants[0])).listed
  }

  /** A kind-14 (text) or kind-15 (file) rumor to everyone in the conversation, and the user's own copy. */
  async function sendNip17(sessionId: string, participants: string[], body: { kind: number; content: string; tags?: string[][]; file?: ChatFile }, opts: SendOptions) {
    const signer = await deps.signer()
    const tags = [...(participants.length ? participants : [me]).map((pubkey) => ['p', pubkey]), ...(body.tags ?? [])]
    if (opts.replyTo) tags.push(['e', opts.replyTo])
    if (opts.subject) tags.push(['subject', opts.subject])
    const createdAt = deps.nowSeconds()
    const rumor = { kind: body.kind, content: body.content, tags }
    const id = getEventHash({ ...rumor, pubkey: me, created_at: createdAt })
    const recipients = [...new Set([...participants, me])]
    const copies = await Promise.all(recipients.map(async (recipient) => ({ recipient, event: await giftWrap(signer, me, recipient, rumor, createdAt), relays: await relaysOf(recipient) })))
    const message: MessageRow = { id, sessionId, author: me, kind: body.kind, content: body.content, createdAt, protocol: 'nip17', reactions: {}, ...(opts.replyTo && { replyTo: opts.replyTo }), ...(body.file && { file: body.file }) }
    await deliver(id, await record(message, copies, opts.subject))
  }

  async function sendNip04(sessionId: string, peer: string, content: string, opts: SendOptions) {
    const signer = await deps.signer()
    const tags = [['p', peer], ...(opts.replyTo ? [['e', opts.replyTo]] : [])]
    const event = await signer.sign({ kind: LEGACY_DM_KIND, tags, content: await signer.encrypt('nip04', peer, content), created_at: deps.nowSeconds() })
    const relays = [...new Set([...(await relaysOf(peer)), ...deps.fallbackRelays()])]
    const message: MessageRow = { id: event.id, sessionId, author: me, kind: CHAT_MESSAGE_KIND, content, createdAt: event.created_at, protocol: 'nip04', reactions: {}, ...(opts.replyTo && { replyTo: opts.replyTo }) }
    await deliver(event.id, await record(message, [{ recipient: peer, event, relays }]))
  }

  return {
    /** NIP-17 to everyone in the conversation and a copy to the user; NIP-04 only to a legacy peer without a kind 10050. */
    async send(sessionId: string, content: string, opts: SendOptions = {}) {
      const participants = participantsOf(me, sessionId)
      if (await useLegacy(participants, sessionId)) return sendNip04(sessionId, participants[0], content, opts)
      return sendNip17(sessionId, participants, { kind: CHAT_MESSAGE_KIND, content }, opts)
    },
    /** A kind-15 file message (NIP-17 only: NIP-04 carries no files) for a file already encrypted and uploaded. */
    async sendFile(sessionId: string, file: ChatFile & { originalSha256: string; size: number }, opts: SendOptions = {}) {
      const tags = [
        ['file-type', file.mime ?? 'application/octet-stream'],
        ['encryption-algorithm', FILE_ENCRYPTION],
        ['decryption-key', file.decryptionKey ?? ''],
        ['decryption-nonce', file.nonce ?? ''],
        ['x', file.sha256 ?? ''],
        ['ox', file.originalSha256],
        ['size', String(file.size)],
      ]
      const { originalSha256: _original, ...stored } = file
      return sendNip17(sessionId, participantsOf(me, sessionId), { kind: CHAT_FILE_KIND, content: file.url, tags, file: { ...stored, algorithm: FILE_ENCRYPTION } }, opts)
    },
    /** A reaction inside the chat (kind 7 in wraps), shown at once. */
    async react(sessionId: string, message: Pick<MessageRow, 'id' | 'author'>, content: string) {
      const signer = await deps.signer()
      const participants = participantsOf(me, sessionId)
      const tags = [['e', message.id], ...(participants.length ? participants : [me]).map((pubkey) => ['p', pubkey]), ['k', String(CHAT_MESSAGE_KIND)]]
      const createdAt = deps.nowSeconds()
      const rumor = { kind: CHAT_REACTION_KIND, content, tags }
      const id = getEventHash({ ...rumor, pubkey: me, created_at: createdAt })
      await storeReaction(db, { id, messageId: message.id, author: me, content, createdAt })
      const recipients = [...new Set([...participants, me])]
      await Promise.all(recipients.map(async (recipient) => deps.pool.publish(await giftWrap(signer, me, recipient, rumor, createdAt), { relays: await relaysOf(recipient) })))
    },
    /** Sends the copies still refused (or cut short by a reload) again. */
    async retry(messageId: string) {
      const rows = await db.outgoing.where('messageId').equals(messageId).toArray()
      if (rows.length) await deliver(messageId, rows)
    },
    /** Every message with copies left: sent again (at start, after a reload). */
    async resume() {
      const ids = new Set((await db.outgoing.toArray()).map((row) => row.messageId))
      for (const id of ids) await this.retry(id)
    },
  }
}

export type ChatSender = ReturnType<typeof createChatSender>
