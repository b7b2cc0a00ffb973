import type { NostrEvent } from '../../nostr-types'
import type { BackupPool, BackupSigner } from './nip60-remote'

/** Signs, encrypting `secret` (if any) to the user's own key, and publishes; fails when no relay accepted it. */
export function createPublisher(pool: BackupPool, signer: BackupSigner, pubkey: string, now: () => number) {
  const at = () => Math.floor(now() / 1000)
  return async function publish(kind: number, tags: string[][], secret?: string): Promise<NostrEvent> {
    const content = secret === undefined ? '' : await signer.encrypt('nip44', pubkey, secret)
    const event = await signer.sign({ kind, tags, content, created_at: at() })
    const results = await pool.publish(event)
    if (!results.some((result) => result.ok)) throw new Error(`No relay accepted the wallet's kind ${kind} event`)
    return event
  }
}

export type Publish = ReturnType<typeof createPublisher>
