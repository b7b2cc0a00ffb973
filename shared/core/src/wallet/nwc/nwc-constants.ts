/** NIP-47 event kinds. */
export const NWC_INFO_KIND = 13194
export const NWC_REQUEST_KIND = 23194
export const NWC_RESPONSE_KIND = 23195

/** Spec 2 §9: a remote wallet request fails after 15 s without an answer. */
export const NWC_REQUEST_TIMEOUT_MS = 15_000
/** Spec 2 §9: balance calls within 3 s share one answer. */
export const NWC_BALANCE_THROTTLE_MS = 3_000

/** The connection-string scheme (spec 2 §5 `{address}`). */
export const NWC_ADDRESS = 'nostr+walletconnect://'
