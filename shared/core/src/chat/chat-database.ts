import { Dexie, type Table } from 'dexie'
import type { IndexedDbImpl } from '../db/indexed-db-impl'
import { indexedDbFor, makeResilient } from '../db/resilient-dexie'
import { CHAT_ROW_CHECKS } from './chat-row-checks'
import type { MessageRow, OutgoingRow, PendingReactionRow, SeenRow, SessionRow } from './chat-rows'

const SCHEMA_V1 = {
  messages: 'id, sessionId, [sessionId+createdAt], createdAt',
  sessions: 'id, lastMessageAt',
  seen: 'id, createdAt',
  outgoing: 'key, messageId',
  pendingReactions: 'id, messageId',
}

/** The chat database of one account (spec 3: the chat stores hold messages and session metadata). */
export class ChatDatabase extends Dexie {
  declare messages: Table<MessageRow, string>
  declare sessions: Table<SessionRow, string>
  declare seen: Table<SeenRow, string>
  declare outgoing: Table<OutgoingRow, string>
  declare pendingReactions: Table<PendingReactionRow, string>

  constructor(name: string, impl?: IndexedDbImpl) {
    super(name, indexedDbFor(name, impl))
    this.version(1).stores(SCHEMA_V1)
    makeResilient(this, { checks: CHAT_ROW_CHECKS })
  }
}

export const chatDatabaseName = (pubkey: string) => `chat-${pubkey}`
