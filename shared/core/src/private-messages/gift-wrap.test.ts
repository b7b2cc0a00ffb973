import { unwrapEvent } from 'nostr-tools/nip59'
import { nprofileEncode } from 'nostr-tools/nip19'
import { describe, expect, it } from 'vitest'
import { createPrivateKeySigner } from '../signers/private-key-signer'
import { validateEvent } from '../test-support/event-schemas'
import { useRelayPool } from '../test-support/relay-pool-fixture'
import { createAuthor } from '../test-support/test-relay'
import { giftWrap } from './gift-wrap'
import { sendPrivateMessage } from './send-private-message'

const alice = createAuthor()
const bob = createAuthor()
const aliceSigner = (() => {
  const key = createPrivateKeySigner(alice.secretKey)
  return { sign: key.signEvent, encrypt: (_scheme: 'nip44', pubkey: string, text: string) => key.nip44.encrypt(pubkey, text) }
})()
const fixture = useRelayPool()

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
})
