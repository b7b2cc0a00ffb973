import { PROFILE_FIELD_LIMITS } from '../profiles/profile'
import type { TableName } from './db-limits'
import { either, isNumber, isRecord, isText, isTextList, optional, shape, type Check } from './row-guards'

const isTagList: Check = (value) => Array.isArray(value) && value.every(isTextList)

/** An event as readers use it (types, not signatures: the relay layer checked those before it was stored). */
export const isStoredEvent = shape({ id: isText, pubkey: isText, sig: isText, kind: isNumber, created_at: isNumber, content: isText, tags: isTagList })

const profileTexts = Object.fromEntries(Object.keys(PROFILE_FIELD_LIMITS).map((field) => [field, optional(isText)]))

/** The shape each table of the app database must have (db-rows.ts); rows that fail are cleared on read. */
export const APP_ROW_CHECKS: Record<TableName, Check> = {
  profiles: shape({ pubkey: isText, created_at: isNumber, ...profileTexts }),
  events: isStoredEvent,
  eventTags: shape({ eventId: isText, name: isText, value: isText }),
  nip05: shape({ nip05: isText, pubkey: either(isText, (value) => value === null), updatedAt: isNumber }),
  lnurl: shape({ address: isText, updatedAt: isNumber }),
  relayStatus: shape({ url: isText, lastConnectedAt: optional(isNumber), lastError: optional(isText) }),
  unpublishedEvents: shape({ id: isText, event: isStoredEvent, relays: isTextList, createdAt: isNumber }),
  eventRelays: shape({ eventId: isText, relay: isText }),
  decryptedEvents: shape({ id: isText, content: isText }),
  cacheData: (row) => isRecord(row) && isText(row.key) && isNumber(row.updatedAt) && 'value' in row,
}
