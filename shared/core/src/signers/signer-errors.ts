/** Spec 3 §5/§8 messages, verbatim, plus the key-export ones (not in the spec). */
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
  /** An extension or remote-signer login asked to show or export the key it never had. */
  keyHeldBySigner: 'Your key is held by your signer; it cannot be shown here.',
  /** An empty new password (to set, change to or export with); null, not '', removes the password. */
  passwordEmpty: 'Enter a password.',
  /** A new password and its repeat differ (checked by the forms that ask for it twice). */
  passwordMismatch: 'The passwords do not match.',
  /** An `ncryptsec1…` key entered without its password. */
  ncryptsecNeedsPassword: 'This key is encrypted (ncryptsec): enter its password.',
} as const
