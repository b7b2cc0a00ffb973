import { createPrivateKeySigner } from '../../signers/private-key-signer'
import type { TestAuthor } from '../../test-support/test-relay'
import type { BackupSigner } from '../nip60/nip60-remote'

/** A test author's key as the NIP-60 backup signs and encrypts with it (NIP-44). */
export function backupSignerOf(author: TestAuthor): BackupSigner {
  const key = createPrivateKeySigner(author.secretKey)
  return { sign: (template) => key.signEvent(template), encrypt: (_scheme, pubkey, text) => key.nip44.encrypt(pubkey, text), decrypt: (_scheme, pubkey, text) => key.nip44.decrypt(pubkey, text) }
}
