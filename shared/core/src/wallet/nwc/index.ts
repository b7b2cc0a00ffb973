export { createNwcClient, type NwcClient, type NwcClientOptions } from './nwc-client'
export { parseNwcConnection, isUsableRelay, usableRelays, type NwcConnection } from './parse-connection'
export { NWC_ERRORS, NwcError } from './nwc-errors'
export {
  NWC_ADDRESS,
  NWC_BALANCE_THROTTLE_MS,
  NWC_INFO_KIND,
  NWC_REQUEST_KIND,
  NWC_REQUEST_TIMEOUT_MS,
  NWC_RESPONSE_KIND,
} from './nwc-constants'
export { encryptionFromInfo, type NwcEncryption } from './nwc-encryption'
export type { NwcTransport } from './nwc-request'
export type {
  NwcInfo,
  NwcInvoice,
  NwcListTransactionsRequest,
  NwcLookupInvoiceRequest,
  NwcMakeInvoiceRequest,
  NwcPayment,
  NwcTransaction,
} from './nwc-types'
