// NIP-57 zap receipts: the app's one parser and its verification policy (spec 2 §3, §5).
export { embeddedZapRequest, parseZapReceipt, readZapReceipt, type EmbeddedZapRequest, type ZapReceipt } from './zap-receipt'
export { ZAP_RECEIPT_PROBLEMS, zapReceiptProblem } from './zap-receipt-check'
export { sha256Hex } from '../util/sha256-hex'
export { createZapVerifier, ZAP_VERDICT_ENTRIES, type ZapVerifier, type ZapVerifierDeps } from './zap-verifier'
