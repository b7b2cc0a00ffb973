export { createLnurlService, LNURL_ERRORS, LNURL_TTL_MS, type LnurlService, type LightningProfile, type ZapConfig } from './lnurl-service'
export { lnurlPayUrl, encodeLnurl } from './lnurl-address'
export type { LnurlPayInfo } from './pay-info'
