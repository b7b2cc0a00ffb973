import { createRumor, createSeal, createWrap } from 'nostr-tools/nip59'
import * as nip44 from 'nostr-tools/nip44'
import { finalizeEvent, generateSecretKey, getEventHash, getPublicKey, verifyEvent } from 'nostr-tools/pure'
import { describe, expect, it } from 'vitest'
import type { NostrEvent } from '../nostr-types'
import { unwrapGiftWrap } from './unwrap-gift-wrap'

const me = generateSecretKey()
const myPubkey = getPublicKey(me)
const sender = generateSecretKey()
const decrypt = async (pubkey: string, text: string) => nip44.decrypt(text, nip44.getConversationKey(me, pubkey))
const verify = (event: NostrEvent) => verifyEvent(JSON.parse(JSON.stringify(event)))
/** A wrap (one-time key) around any content. */
function wrapText(content: string) {
  const oneTime = generateSecretKey()
  return finalizeEvent({ kind: 1059, tags: [['p', myPubkey]], created_at: 1, content: nip44.encrypt(content, nip44.getConversationKey(oneTime, myPubkey)) }, oneTime)
}
const wrapWithSeal = (seal: object) => wrapText(JSON.stringify(seal))

describe('unwrapGiftWrap (NIP-59 as NIP-17 requires)', () => {
  it('opens a nostr-tools gift wrap to its rumor, id checked', async () => {
    const rumor = createRumor({ kind: 14, content: 'hi', tags: [['p', myPubkey]] }, sender)
    const opened = await unwrapGiftWrap(createWrap(createSeal(rumor, sender, myPubkey), myPubkey), decrypt, verify)
    expect(opened).toEqual({ id: rumor.id, pubkey: getPublicKey(sender), kind: 14, content: 'hi', tags: [['p', myPubkey]], created_at: rumor.created_at })
  })

  it('refuses what is not a wrap, a wrap it cannot open, a seal that is no event or is badly signed', async () => {
    const rumor = createRumor({ kind: 14, content: 'hi', tags: [] }, sender)
    const seal = createSeal(rumor, sender, myPubkey)
    await expect(unwrapGiftWrap({ ...createWrap(seal, myPubkey), kind: 1 }, decrypt, verify)).rejects.toThrow('Not a gift wrap')
    await expect(unwrapGiftWrap(createWrap(seal, getPublicKey(generateSecretKey())), decrypt, verify)).rejects.toThrow('Failed to decrypt event.')
    await expect(unwrapGiftWrap(wrapText('{oops'), decrypt, verify)).rejects.toThrow('The seal is not JSON')
    await expect(unwrapGiftWrap(wrapWithSeal({ ...seal, kind: 1 }), decrypt, verify)).rejects.toThrow('The seal is not a kind-13 event')
    await expect(unwrapGiftWrap(wrapWithSeal({ ...seal, created_at: seal.created_at + 1 }), decrypt, verify)).rejects.toThrow('The seal’s signature is invalid')
  })

  it('refuses a rumor whose author is not the seal’s signer, or whose id does not match', async () => {
    const victim = getPublicKey(generateSecretKey())
    const claimed = { kind: 14, content: 'trust me', tags: [], created_at: 1, pubkey: victim }
    const impersonation = { ...claimed, id: getEventHash(claimed) }
    await expect(unwrapGiftWrap(createWrap(createSeal(impersonation as never, sender, myPubkey), myPubkey), decrypt, verify)).rejects.toThrow('The rumor’s author is not the seal’s signer')
    const tampered = { ...createRumor({ kind: 14, content: 'original', tags: [] }, sender), content: 'changed' }
    await expect(unwrapGiftWrap(createWrap(createSeal(tampered as never, sender, myPubkey), myPubkey), decrypt, verify)).rejects.toThrow('The rumor’s id does not match its content')
  })
})
