import type { Proof } from '@cashu/cashu-ts'
import { lockedTo } from '../nip60/nutzap-rules'
import { WALLET_ERRORS, WalletError } from '../wallet-errors'
import { proofStates, type OperationContext } from './operation-context'
import { readToken } from './receive-token'

/** Spec 2 §4 token card: what the mint says of a token's proofs (any spent: it was redeemed). */
export type TokenState = 'spent' | 'pending' | 'unspent'

/** What a token holds, read at its mint: its proofs and the keys (NUT-11 P2PK) they are locked to. */
async function tokenProofs(ctx: OperationContext, token: string): Promise<{ mint: string; proofs: Proof[] }> {
  const { mint } = readToken(token)
  const proofs = await ctx.mints.with(mint, async (wallet) => wallet.decodeToken(token.trim()).proofs)
  if (proofs.length === 0) throw new WalletError(WALLET_ERRORS.noProofs)
  return { mint, proofs }
}

const plain = (proof: Proof) => ({ id: proof.id, amount: Number(proof.amount.toString()), secret: proof.secret, C: proof.C })

/** A token's proofs as plain JSON (NIP-61 `proof` tags), read with its mint's keysets. */
export async function tokenProofList(ctx: OperationContext, token: string) {
  const { proofs } = await tokenProofs(ctx, token)
  return proofs.map((proof) => ({ ...plain(proof), ...(proof.dleq && { dleq: proof.dleq }), ...(proof.witness && { witness: proof.witness }) }))
}

/** NUT-07 at the token's mint: spent when any proof is spent, pending when any is pending, else unspent. */
export async function tokenState(ctx: OperationContext, token: string): Promise<TokenState> {
  const { mint, proofs } = await tokenProofs(ctx, token)
  const states = await ctx.mints.with(mint, (wallet) => proofStates(wallet, proofs.map(plain)))
  if (states.spent.length > 0) return 'spent'
  return states.pending.length > 0 ? 'pending' : 'unspent'
}

/** The keys the token's proofs are locked to (lower case, 02-prefixed as senders lock); empty for a plain token. */
export async function tokenLocks(ctx: OperationContext, token: string): Promise<string[]> {
  const { proofs } = await tokenProofs(ctx, token)
  return [...new Set(proofs.map((proof) => lockedTo(proof.secret)).filter((key): key is string => key !== null))]
}
