/**
 * What NIP-44 and NIP-04 decryption say when the ciphertext itself is bad (nostr-tools, @noble/ciphers, the core's
 * NIP-44 v2 bounds): wrong MAC or padding, bad base64, a size or version outside the format. A remote signer or an
 * extension passes these on as its own error text.
 */
const CIPHERTEXT_FAULT = /invalid (mac|padding|base64|payload|data length|ciphertext)|unknown encryption version|payload must be|bad decrypt|must be multiple of/i
/** Causes followed at most this deep (a signer store wraps the signer's error, which may wrap the library's). */
const MAX_CAUSES = 5

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message
  return ''
}

const causeOf = (error: unknown): unknown => (error && typeof error === 'object' && 'cause' in error ? error.cause : undefined)

/**
 * Whether a decryption failed on the ciphertext (it will never open) rather than on the signer (timed out, locked,
 * refused, missing), which may answer later. Looks through the error's causes.
 */
export function isCiphertextError(error: unknown): boolean {
  let current = error
  for (let depth = 0; depth < MAX_CAUSES && current !== undefined; depth++) {
    if (CIPHERTEXT_FAULT.test(messageOf(current))) return true
    current = causeOf(current)
  }
  return false
}
