export type { NostrEvent } from 'nostr-tools/core'
export type { Filter } from 'nostr-tools/filter'
