import { describe, expect, it } from 'vitest'
import { createAuthor } from '../../test-support/test-relay'
import { lockedTo, NUTZAP_PROBLEMS, readNutzap } from './nutzap-rules'

const me = { pubkey: 'aa'.repeat(32), mints: ['https://mint.example'], p2pkPubkey: `02${'bb'.repeat(32)}` }
const sender = createAuthor()
const lockedProof = (key = me.p2pkPubkey, amount = 8) => JSON.stringify({ id: '00ab', amount, C: `02${'cc'.repeat(32)}`, secret: JSON.stringify(['P2PK', { nonce: 'n1', data: key }]) })

function nutzap(tags: string[][], content = 'great post') {
  return sender.sign({ kind: 9321, content, tags })
}

const valid = [['proof', lockedProof()], ['proof', lockedProof(me.p2pkPubkey, 2)], ['u', 'https://mint.example/'], ['e', 'ee'.repeat(32)], ['p', me.pubkey]]

describe('nutzap rules (spec 3 §5, NIP-61)', () => {
  it('reads a valid nutzap: sender, mint, proofs, amount, comment, zapped event', () => {
    expect(readNutzap(nutzap(valid), me)).toEqual({
      nutzap: expect.objectContaining({ sender: sender.pubkey, mint: 'https://mint.example', amount: 10, comment: 'great post', eventId: 'ee'.repeat(32) }),
    })
  })

  it.each([
    ['two recipients', [...valid, ['p', 'dd'.repeat(32)]], NUTZAP_PROBLEMS.recipient],
    ['no mint', valid.filter((tag) => tag[0] !== 'u'), NUTZAP_PROBLEMS.mint],
    ['two mints', [...valid, ['u', 'https://other.example']], NUTZAP_PROBLEMS.mint],
    ['two events', [...valid, ['e', 'ff'.repeat(32)]], NUTZAP_PROBLEMS.event],
    ['no proof', valid.filter((tag) => tag[0] !== 'proof'), NUTZAP_PROBLEMS.proofs],
    ['a garbage proof only', [['proof', '{"amount":-1}'], ...valid.filter((tag) => tag[0] !== 'proof')], NUTZAP_PROBLEMS.proofs],
    ['msat unit', [...valid, ['unit', 'msat']], NUTZAP_PROBLEMS.msat],
    ['someone else', valid.map((tag) => (tag[0] === 'p' ? ['p', 'dd'.repeat(32)] : tag)), NUTZAP_PROBLEMS.notForMe],
    ['an unlisted mint', valid.map((tag) => (tag[0] === 'u' ? ['u', 'https://evil.example'] : tag)), NUTZAP_PROBLEMS.untrustedMint],
    ['locked to another key', [['proof', lockedProof(`02${'dd'.repeat(32)}`)], ...valid.slice(2)], NUTZAP_PROBLEMS.notLocked],
  ])('refuses %s', (_name, tags, problem) => {
    expect(readNutzap(nutzap(tags), me)).toEqual({ problem })
  })

  it('reads the key a P2PK secret is locked to', () => {
    expect(lockedTo(JSON.stringify(['P2PK', { nonce: 'x', data: '02ABC' }]))).toBe('02abc')
    expect(lockedTo('plain-secret')).toBeNull()
  })
})
