import 'fake-indexeddb/auto'
import * as nip17 from 'nostr-tools/nip17'
import * as nip44 from 'nostr-tools/nip44'
import { createSeal, createWrap } from 'nostr-tools/nip59'
import { getEventHash, verifyEvent } from 'nostr-tools/pure'
import { NEVER } from 'rxjs'
import { describe, expect, it, onTestFinished } from 'vitest'
import { SIGNER_ERRORS } from '../signers/signer-errors'
import { useRelayPool } from '../test-support/relay-pool-fixture'
import { createAuthor, plain, type TestAuthor } from '../test-support/test-relay'
import { ChatDatabase, chatDatabaseName } from './chat-database'
import { createChatReceiver } from './chat-receiver'
import { chatServiceFor, until } from './chat-test-kit'
import { createStrangerLimit } from './stranger-limit'

const fixture = useRelayPool()
/** What the signer store says when a remote signer (NIP-46) does not answer in time. */
const bunkerTimeout = () => new Error(SIGNER_ERRORS.decryptFailed, { cause: new Error('Timeout: 60000ms') })

/** A gift wrap whose seal (signed by `sealer`) holds a rumor claiming `claimed` wrote it. */
function forgedWrap(me: TestAuthor, sealer: TestAuthor, claimed: TestAuthor) {
  const rumor = { kind: 14, content: 'trust me', tags: [['p', me.pubkey]], pubkey: claimed.pubkey, created_at: Math.floor(Date.now() / 1000) }
  return createWrap(createSeal({ ...rumor, id: getEventHash(rumor) }, sealer.secretKey, me.pubkey), me.pubkey)
}

function openDatabase(author: TestAuthor) {
  const db = new ChatDatabase(chatDatabaseName(author.pubkey))
  onTestFinished(() => db.close())
  return db
}

describe('a signer that cannot decrypt for now (timeout, locked, refused) loses no message', () => {
  it('shows a message later when the signer timed out on it once; a forged author stays refused', async () => {
    const [me, friend, mallory, victim] = [createAuthor(), createAuthor(), createAuthor(), createAuthor()]
    const good = nip17.wrapEvent(friend.secretKey, { publicKey: me.pubkey }, 'sent while your bunker slept')
    const forged = forgedWrap(me, mallory, victim)
    await fixture.pool.publish(good)
    await fixture.pool.publish(forged)
    let timedOut = false
    const failDecrypt = (_scheme: string, pubkey: string) => (pubkey === good.pubkey && !timedOut ? ((timedOut = true), bunkerTimeout()) : undefined)
    const distances = { [friend.pubkey]: 1, [mallory.pubkey]: 1, [victim.pubkey]: 1 }
    const { service, counts } = chatServiceFor(me, fixture.pool, { distances, failDecrypt, signerRetryDelaysMs: [20] })

    const [message] = await until(service.messages$(friend.pubkey), (list) => list.length === 1)
    expect(message.content).toBe('sent while your bunker slept')
    expect(timedOut).toBe(true)
    const db = openDatabase(me)
    expect((await db.seen.get(good.id))?.outcome).toBe('stored')
    await expect.poll(async () => (await db.seen.get(forged.id))?.outcome).toBe('refused')
    expect(counts.decrypt).toBe(1 + 2 + 2) // the timed-out try, then wrap and seal of each, once
    service.dispose()
  })

  it('asks a failing signer once per wait, not once per message, then opens everything set aside', async () => {
    const [me, friend] = [createAuthor(), createAuthor()]
    const wraps = [1, 2, 3].map((n) => nip17.wrapEvent(friend.secretKey, { publicKey: me.pubkey }, `message ${n}`))
    const db = openDatabase(me)
    const signer = { back: false, asked: 0 }
    const receiver = createChatReceiver({
      db,
      me: me.pubkey,
      decrypt: async (_scheme, pubkey, text) => {
        signer.asked++
        if (!signer.back) throw new Error(SIGNER_ERRORS.decryptFailed, { cause: new Error(SIGNER_ERRORS.userRejected) })
        return nip44.decrypt(text, nip44.getConversationKey(me.secretKey, pubkey))
      },
      verify: (event) => verifyEvent(plain(event)),
      distanceOf: async () => 1,
      limit: createStrangerLimit(),
      req: () => NEVER,
      signerRetryDelaysMs: [100],
    })
    for (const wrap of wraps) await receiver.handle(wrap)
    expect(signer.asked).toBe(1)
    expect(await db.seen.count()).toBe(0) // nothing recorded: all three are tried again
    signer.back = true
    await expect.poll(() => db.messages.count()).toBe(3)
    expect(signer.asked).toBe(1 + 3 * 2)
  })
})
