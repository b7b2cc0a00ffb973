/** A send or payment larger than the unspent proofs of the mint. */
export const INSUFFICIENT_BALANCE = 'Insufficient balance'

/** Spec 2 §9: a token's memo is capped at 200 characters. */
export const TOKEN_MEMO_MAX = 200
