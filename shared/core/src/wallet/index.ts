// @app/core/wallet (spec 2 §3, §4, §7, §8): the wallet of the core, loaded only where money is handled.
import type { NostrEvent } from '../nostr-types'
export { createWalletService, type WalletService, type WalletServiceOptions } from './wallet-service'
export { WALLET_ERRORS, WalletError } from './wallet-errors'
export type { WalletAccount } from './wallet-account'
export type { CashuWallet } from './cashu/cashu-wallet'
export type { MeltQuote } from './cashu/pay-invoice'
export type { PaidRequest } from './cashu/pay-request'
export type { PaymentRequestInfo } from './cashu/payment-request'
export type { MintQuoteProgress } from './cashu/receive-lightning'
export type { RecoveryOutcome } from './cashu/recovery'
export { INSUFFICIENT_BALANCE, TOKEN_MEMO_MAX } from './cashu/wallet-limits'
export { mintHost, normalizeMintUrl } from './cashu/mint-url'
export type { MintRow, NutzapRow, OperationRow, OperationKind, OperationState, PaymentMetadataRow, ProofRow } from './cashu/wallet-rows'
export type { WalletConnection, WalletProvider, WalletState } from './providers/wallet-store'
export type { WebLNProvider } from './providers/webln'
export { parseNwcConnection } from './nwc/parse-connection'
export { NWC_ERRORS } from './nwc/nwc-errors'
export type { NwcTransaction, NwcClient } from './nwc'

export { tokenCardOf, walletOf } from './wallet-of'
export type { ApiClient, ApiInvoice } from '../api/api-client'
export type { SubscriptionTier, TierAmount } from '../api/tiers'

/** The API client (apiOf) and the subscription tiers, loaded when /subscribe asks. */
export const loadApi = () => import(/* webpackChunkName: "wallet-api" */ './api-of')
export type { InvoiceInfo } from '../actions/bolt11'
export type { ZapReceipt } from '../zaps/zap-receipt'

/** BOLT 11 decoding for invoice cards, loaded when first asked (out of every first load). */
export const decodeInvoice = async (invoice: string) => (await import(/* webpackChunkName: "wallet-zaps" */ '../actions/bolt11')).readInvoice(invoice)

/** The app's one zap-receipt parser, loaded when first asked (the core's verifier uses it; stories do too). */
export const parseZapReceipt = async (receipt: NostrEvent) => (await import(/* webpackChunkName: "wallet-zaps" */ '../zaps/zap-receipt')).readZapReceipt(receipt)
export type { TokenCardService, TokenLock } from './token-card'
export type { TokenState } from './cashu/token-status'
export { startZapCampaign, zapsOf } from './zaps-of'
export { nutzapsOf } from './nutzaps-of'
export type { Campaign, CampaignLogEntry, CampaignState } from '../zaps/zap-campaign'
export { CAMPAIGN_DEFAULTS, CAMPAIGN_TEXTS, checkCampaign, type CampaignOptions } from '../zaps/campaign-rules'
export type { NutzapService, ZapInvoice, ZapPlan, ZapService, ZapTarget } from '../zaps/zap-service'
export { checkSendable, DEFAULT_ZAP_BITS, parseZapAmount, sendableBits, ZAP_ERRORS, ZAP_FAILURE_TOAST_MS, ZapError, zapPresets } from '../zaps/zap-rules'
