// The operations that talk to mints, with cashu-ts: one chunk, loaded when the first operation (or recovery) runs.
export { createMintConnections, type MintConnections } from './mint-connection'
export { claimMintQuote, createMintQuote } from './receive-lightning'
export { readToken, receiveToken } from './receive-token'
export { sendToken } from './send-token'
export { payMeltQuote, quoteMelt } from './pay-invoice'
export { recoverOperations } from './recovery'
export { importProofs, reconcileProofs } from './import-proofs'
