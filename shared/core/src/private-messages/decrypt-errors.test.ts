import { describe, expect, it } from 'vitest'
import * as nip04 from 'nostr-tools/nip04'
import { generateSecretKey, getPublicKey } from 'nostr-tools/pure'
import { decryptNip44 } from '../signers/nip44-v2'
import { SIGNER_ERRORS } from '../signers/signer-errors'
import { isCiphertextError } from './decrypt-errors'

/** How the signer store passes a signer's error on. */
const fromStore = (cause: unknown) => new Error(SIGNER_ERRORS.decryptFailed, { cause })
const thrown = (action: () => unknown) => {
  try {
    action()
  } catch (error) {
    return error
  }
  throw new Error('did not throw')
}

describe('isCiphertextError: the ciphertext is bad, or the signer could not answer', () => {
  it('blames the ciphertext for NIP-44 and NIP-04 failures, also passed on by an extension or a bunker', () => {
    const key = new Uint8Array(32).fill(1)
    expect(isCiphertextError(fromStore(thrown(() => decryptNip44('A'.repeat(200), key))))).toBe(true)
    expect(isCiphertextError(fromStore(thrown(() => decryptNip44('not a payload', key))))).toBe(true)
    const nip04Text = nip04.encrypt(generateSecretKey(), getPublicKey(generateSecretKey()), 'hi')
    expect(isCiphertextError(fromStore(thrown(() => nip04.decrypt(generateSecretKey(), getPublicKey(generateSecretKey()), nip04Text))))).toBe(true)
    expect(isCiphertextError(fromStore(new Error(SIGNER_ERRORS.userRejected, { cause: new Error('invalid MAC') })))).toBe(true)
    expect(isCiphertextError(fromStore(new Error('invalid MAC')))).toBe(true) // a bunker's error reply
  })

  it('blames the signer for timeouts, refusals, a locked or missing signer', () => {
    expect(isCiphertextError(fromStore(new Error('Timeout: 60000ms')))).toBe(false)
    expect(isCiphertextError(fromStore(new Error(SIGNER_ERRORS.userRejected, { cause: 'Extension locked' })))).toBe(false)
    expect(isCiphertextError(new Error(SIGNER_ERRORS.noSigner))).toBe(false)
    expect(isCiphertextError(new Error(SIGNER_ERRORS.signerRequired))).toBe(false)
    expect(isCiphertextError(fromStore(new Error(SIGNER_ERRORS.extensionMissing)))).toBe(false)
  })
})
