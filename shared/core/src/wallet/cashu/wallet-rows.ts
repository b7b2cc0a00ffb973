import type { SerializedOutputData } from '@cashu/cashu-ts'

/** Spec: a proof is unspent (in the balance), reserved for an operation in flight, or spent (gone from the wallet). */
export type ProofStatus = 'unspent' | 'reserved' | 'spent'

/** One ecash proof as stored: the NUT-00 fields plus the wallet's bookkeeping. */
export interface ProofRow {
  secret: string
  /** Keyset id. */
  id: string
  amount: number
  C: string
  dleq?: { e: string; s: string; r?: string }
  witness?: string
  mint: string
  state: ProofStatus
  /** The operation that reserved, spent or produced it. */
  operationId?: string
  updatedAt: number
}

export type OperationKind = 'mint' | 'receive' | 'send' | 'melt'

/**
 * quoted: waiting for an invoice to be paid (mint); submitted: the mint was asked and may have acted; done; failed
 * (nothing moved); rolledBack (reserved proofs returned).
 */
export type OperationState = 'quoted' | 'submitted' | 'done' | 'failed' | 'rolledBack'

/** What an operation's outputs become: kept, sent away as a token, change of a melt, or newly minted. */
export type OutputRole = 'keep' | 'send' | 'change' | 'mint'

export interface StoredOutput {
  role: OutputRole
  data: SerializedOutputData
}

/** One wallet operation, written before each mint call and after its answer (crash recovery reads it). */
export interface OperationRow {
  id: string
  kind: OperationKind
  mint: string
  state: OperationState
  /** Sats moved (received, sent or paid), without fees. */
  amount: number
  /** Fees paid (swap input fees, melt fee net of change). */
  fee?: number
  createdAt: number
  updatedAt: number
  /** Mint or melt quote id, and its bolt11 invoice. */
  quote?: string
  invoice?: string
  /** Unix seconds after which a mint quote cannot be paid. */
  expiry?: number
  /** Secrets of our proofs the operation spends. */
  inputs?: string[]
  /** Proofs of a received token (not ours until the swap is done). */
  incoming?: Omit<ProofRow, 'mint' | 'state' | 'updatedAt' | 'operationId'>[]
  /** Blinded outputs waiting for signatures: the mint may have signed them even when its answer was lost. */
  outputs?: StoredOutput[]
  keysetId?: string
  /** The token a send produced (to copy again later). */
  token?: string
  memo?: string
  preimage?: string
  error?: string
}

/** A mint the wallet uses. */
export interface MintRow {
  url: string
  addedAt: number
  /** The mint's NUT-06 name, once known. */
  name?: string
}

/** Spec 2 §3 'Payment metadata': a local table keyed by invoice (or token), indexed by timestamp. */
export interface PaymentMetadataRow {
  invoice: string
  type: string
  recipient?: string
  sender?: string
  eventId?: string
  message?: string
  destination?: string
  timestamp: number
}

/** What the relays hold of one mint's proofs (NIP-60 token events), as last published or restored. */
export interface BackupRow {
  mint: string
  eventIds: string[]
  /** Secrets in those events, sorted. */
  secrets: string[]
  amount: number
}

/** A wallet setting (the NIP-61 P2PK key, the mints last published in the wallet event). */
export interface SettingRow {
  key: string
  value: string
}

/** A nutzap (NIP-61 kind 9321) sent to the user: redeemed into the wallet, refused by the rules, or failed at the mint. */
export interface NutzapRow {
  id: string
  sender: string
  amount: number
  mint: string
  comment: string
  eventId?: string
  createdAt: number
  state: 'redeemed' | 'invalid' | 'failed'
  reason?: string
}
