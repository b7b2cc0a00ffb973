/** Spec 3 §5/§8 messages, verbatim. */
export const SIGNER_ERRORS = {
  invalidPrivateKey: 'Invalid private key provided.',
  extensionMissing: 'NIP-07 extension not available',
  userRejected: 'User rejected access',
  bunkerPubkeyMissing: 'Bunker pubkey not set',
  signerRequired: 'Signer required',
  noSigner: 'No signer available',
  signFailed: 'Failed to sign event',
  encryptFailed: 'Failed to encrypt event.',
  decryptFailed: 'Failed to decrypt event.',
  wrongPassword: 'Wrong password',
} as const
