/** NIP-60 / NIP-61 kinds. */
export const WALLET_KIND = 17375
export const TOKEN_KIND = 7375
export const HISTORY_KIND = 7376
export const NUTZAP_INFO_KIND = 10019
export const NUTZAP_KIND = 9321
export const DELETION_KIND = 5
