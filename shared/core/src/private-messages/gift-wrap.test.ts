import { unwrapEvent } from 'nostr-tools/nip59'
import * as nip44 from 'nostr-tools/nip44'
import { nprofileEncode } from 'nostr-tools/nip19'
import { describe, expect, it } from 'vitest'
import { createPrivateKeySigner } from '../signers/private-key-signer'
import { validateEvent } from '../test-support/event-schemas'
import { useRelayPool } from '../test-support/relay-pool-fixture'
import { createAuthor } from '../test-support/test-relay'
import { giftWrap } from './gift-wrap'
import { MAX_SEALED_RUMOR_BYTES, MESSAGE_TOO_LONG } from './message-size'
import { sendPrivateMessage } from './send-private-message'

const alice = createAuthor()
const bob = createAuthor()
const aliceSigner = (() => {
  const key = createPrivateKeySigner(alice.secretKey)
  return { sign: key.signEvent, encrypt: (_scheme: 'nip44', pubkey: string, text: string) => key.nip44.encrypt(pubkey, text) }
})()
const fixture = useRelayPool()
const TWO_DAYS = 2 * 24 * 3600

/** Text (ASCII) that makes a kind-14 rumor to Bob exactly `bytes` long as JSON. */
function contentFilling(bytes: number, now: number) {
  const empty = JSON.stringify({ kind: 14, content: '', tags: [['p', bob.pubkey]], pubkey: alice.pubkey, created_at: now, id: '0'.repeat(64) })
  return 'a'.repeat(bytes - empty.length)
}

describe('NIP-17 private messages through the signer (gift wrap, seal, rumor)', () => {
  it('nostr-tools unwraps what we wrap: the rumor is the author’s, times are hidden', async () => {
    const now = Math.floor(Date.now() / 1000)
    const wrap = await giftWrap(aliceSigner, alice.pubkey, bob.pubkey, { kind: 14, content: 'hello bob', tags: [['p', bob.pubkey]] }, now)
    expect(wrap.kind).toBe(1059)
    expect(wrap.pubkey).not.toBe(alice.pubkey)
    expect(wrap.tags).toEqual([['p', bob.pubkey]])
    expect(wrap.created_at).toBeLessThanOrEqual(now)
    const rumor = unwrapEvent(wrap, bob.secretKey)
    expect(rumor).toMatchObject({ kind: 14, content: 'hello bob', pubkey: alice.pubkey, created_at: now })
    expect((await validateEvent(wrap)).errors).toEqual([])
  })

  it("sends to the recipient's kind-10050 relays, falling back to the nprofile's", async () => {
    await sendPrivateMessage(fixture.pool, aliceSigner, alice.pubkey, nprofileEncode({ pubkey: bob.pubkey, relays: [fixture.relay.url] }), 'payment for you')
    const [wrap] = await fixture.pool.query([{ kinds: [1059], '#p': [bob.pubkey] }])
    expect(unwrapEvent(wrap, bob.secretKey).content).toBe('payment for you')
    await fixture.pool.publish(bob.sign({ kind: 10050, tags: [['relay', 'ws://127.0.0.1:9/']] }))
    await expect(sendPrivateMessage(fixture.pool, aliceSigner, alice.pubkey, bob.pubkey, 'to a dead relay')).rejects.toThrow('No relay accepted the private message')
  })

  it('dates seals and wraps at random within the last two days; the rumor keeps the real time', async () => {
    const now = Math.floor(Date.now() / 1000)
    const seals: number[] = []
    const wraps: number[] = []
    for (let n = 0; n < 50; n++) {
      const wrap = await giftWrap(aliceSigner, alice.pubkey, bob.pubkey, { kind: 14, content: `number ${n}`, tags: [['p', bob.pubkey]] }, now)
      const seal = JSON.parse(nip44.decrypt(wrap.content, nip44.getConversationKey(bob.secretKey, wrap.pubkey))) as { created_at: number }
      expect(unwrapEvent(wrap, bob.secretKey).created_at).toBe(now)
      seals.push(seal.created_at)
      wraps.push(wrap.created_at)
    }
    for (const times of [seals, wraps]) {
      expect(times.every((time) => time >= now - TWO_DAYS && time <= now)).toBe(true)
      expect(times.filter((time) => time !== now).length).toBeGreaterThan(0)
      expect(new Set(times).size).toBeGreaterThan(1)
    }
  })

  it('wraps the longest message NIP-44 v2 allows, which nostr-tools opens, and refuses a longer one before signing', async () => {
    const now = Math.floor(Date.now() / 1000)
    const longest = contentFilling(MAX_SEALED_RUMOR_BYTES, now)
    const wrap = await giftWrap(aliceSigner, alice.pubkey, bob.pubkey, { kind: 14, content: longest, tags: [['p', bob.pubkey]] }, now)
    expect(unwrapEvent(wrap, bob.secretKey).content).toBe(longest)
    expect(nip44.v2.decrypt(wrap.content, nip44.getConversationKey(bob.secretKey, wrap.pubkey)).length).toBeLessThanOrEqual(65535)
    let signed = 0
    const counting = { ...aliceSigner, sign: (template: Parameters<typeof aliceSigner.sign>[0]) => ((signed += 1), aliceSigner.sign(template)) }
    const tooLong = { kind: 14, content: `${longest}a`, tags: [['p', bob.pubkey]] }
    await expect(giftWrap(counting, alice.pubkey, bob.pubkey, tooLong, now)).rejects.toThrow(MESSAGE_TOO_LONG)
    expect(signed).toBe(0)
  })
})
