import type { NostrEvent } from '../../nostr-types'
import { normalizeMintUrl } from '../cashu/mint-url'
import type { BackupProof } from './nip60-content'
import { NUTZAP_KIND } from './nip60-kinds'

/** A kind-9321 nutzap as the wallet reads it. */
export interface Nutzap {
  id: string
  sender: string
  mint: string
  proofs: BackupProof[]
  amount: number
  comment: string
  /** The nutzapped event, if any. */
  eventId?: string
  createdAt: number
}

/** Why a nutzap is refused (spec 3 §5 'Nutzap', NIP-61 receiving). */
export const NUTZAP_PROBLEMS = {
  recipient: 'A nutzap needs exactly one recipient tag',
  mint: 'A nutzap needs exactly one mint tag',
  event: 'A nutzap may reference at most one event',
  proofs: 'A nutzap needs at least one proof',
  msat: 'msat nutzaps are not accepted',
  notForMe: 'This nutzap is for someone else',
  untrustedMint: 'This nutzap is on a mint the wallet does not list',
  notLocked: 'Locked to another key',
} as const

const tagsNamed = (event: NostrEvent, name: string) => event.tags.filter((tag) => tag[0] === name)

/** What the recipient checks before redeeming: its own key, listed mints and P2PK key. */
export interface NutzapRecipient {
  pubkey: string
  mints: string[]
  p2pkPubkey: string
}

/** Reads and checks a nutzap; returns the problem instead when it breaks a rule. */
export function readNutzap(event: NostrEvent, me: NutzapRecipient): { nutzap: Nutzap } | { problem: string } {
  if (event.kind !== NUTZAP_KIND) return { problem: NUTZAP_PROBLEMS.proofs }
  const recipients = tagsNamed(event, 'p')
  if (recipients.length !== 1) return { problem: NUTZAP_PROBLEMS.recipient }
  const mints = tagsNamed(event, 'u')
  if (mints.length !== 1 || !mints[0][1]) return { problem: NUTZAP_PROBLEMS.mint }
  const events = tagsNamed(event, 'e')
  if (events.length > 1) return { problem: NUTZAP_PROBLEMS.event }
  if (tagsNamed(event, 'unit').some((tag) => tag[1] === 'msat')) return { problem: NUTZAP_PROBLEMS.msat }
  const proofs = tagsNamed(event, 'proof').map((tag) => parseProof(tag[1])).filter((proof): proof is BackupProof => proof !== null)
  if (proofs.length === 0) return { problem: NUTZAP_PROBLEMS.proofs }
  if (recipients[0][1] !== me.pubkey) return { problem: NUTZAP_PROBLEMS.notForMe }
  const mint = normalizeMintUrl(mints[0][1])
  if (!me.mints.map(normalizeMintUrl).includes(mint)) return { problem: NUTZAP_PROBLEMS.untrustedMint }
  if (!proofs.every((proof) => lockedTo(proof.secret) === me.p2pkPubkey.toLowerCase())) return { problem: NUTZAP_PROBLEMS.notLocked }
  const amount = proofs.reduce((total, proof) => total + proof.amount, 0)
  return { nutzap: { id: event.id, sender: event.pubkey, mint, proofs, amount, comment: event.content, createdAt: event.created_at, ...(events[0] ? { eventId: events[0][1] } : {}) } }
}

function parseProof(json: string | undefined): BackupProof | null {
  try {
    const proof = JSON.parse(json ?? '') as BackupProof
    const valid = typeof proof.id === 'string' && typeof proof.secret === 'string' && typeof proof.C === 'string' && Number.isSafeInteger(proof.amount) && proof.amount > 0
    return valid ? proof : null
  } catch {
    return null
  }
}

/** The key a NUT-10 P2PK secret is locked to (lower case), or null for any other secret. */
export function lockedTo(secret: string): string | null {
  try {
    const [kind, body] = JSON.parse(secret) as [string, { data?: unknown }]
    return kind === 'P2PK' && typeof body?.data === 'string' ? body.data.toLowerCase() : null
  } catch {
    return null
  }
}
