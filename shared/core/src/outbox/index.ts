export { createOutbox, type Outbox, type OutboxOptions } from './outbox'
export { withOutbox } from './with-outbox'
export { DEFAULT_OUTBOX_TOGGLES, type OutboxToggles } from './toggles'
export { parseRelayList, RELAY_LIST_KIND, type RelayList } from './relay-list'
