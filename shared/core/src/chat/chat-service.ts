import { liveQuery } from 'dexie'
import { BehaviorSubject, combineLatest, distinctUntilChanged, firstValueFrom, filter, from, map, Observable, of, shareReplay, switchMap } from 'rxjs'
import type { KeyValueStorage } from '../policies/storage'
import { openChatAccount, type ChatAccount, type ChatAccountDeps } from './chat-account'
import { acceptSession, ensureSession, markSeen, readMessages, readSession, readSessions } from './chat-store'
import type { ChatMessage, ChatService, ChatSession } from './chat-types'
import { sessionIdOf } from './session-id'
import { encryptFile, openChatFile } from './chat-files'

export interface ChatServiceDeps extends ChatAccountDeps {
  /** The signed-in user's key (null: signed out). */
  me$: Observable<string | null>
  /** The user's mutes: their messages and conversations are never shown. */
  mutes$: Observable<string[]>
  storage: KeyValueStorage
  /** Uploads an (already encrypted) file to the user's media server. */
  upload?(file: File): Promise<{ url: string }>
  fetch?: typeof fetch
}

const live = <T>(query: () => Promise<T>) => from(liveQuery(query) as unknown as Observable<T>)
const draftKey = (me: string, sessionId: string) => `chat-draft:${me}:${sessionId}`

/** The chat of whoever is signed in: one account (database, listener) at a time, closed at sign-out. */
export function createChatService(deps: ChatServiceDeps): ChatService & { dispose(): void } {
  let current: ChatAccount | null = null
  const account$ = deps.me$.pipe(
    distinctUntilChanged(),
    switchMap((me) =>
      me
        ? new Observable<ChatAccount>((subscriber) => {
            const account = openChatAccount(me, deps)
            current = account
            subscriber.next(account)
            return () => {
              if (current === account) current = null
              account.close()
            }
          })
        : of(null),
    ),
    shareReplay({ bufferSize: 1, refCount: false }),
  )
  let me: string | null = null
  const keepOpen = account$.subscribe((account) => (me = account?.me ?? null))
  const ready = () => firstValueFrom(account$.pipe(filter((account): account is ChatAccount => account !== null)))
  const muted = (mutes: string[], participants: string[]) => participants.length > 0 && participants.every((pubkey) => mutes.includes(pubkey))

  // Muted people's messages are read past: previews and unread come from everyone else.
  const visibleSessions = (account: ChatAccount | null, mutes: string[]): Observable<ChatSession[]> =>
    account ? live(() => readSessions(account.db, mutes)).pipe(map((sessions) => sessions.filter((session) => !muted(mutes, session.participants)))) : of([])
  const visibleSession = (account: ChatAccount | null, mutes: string[], sessionId: string): Observable<ChatSession | null> =>
    account ? live(() => readSession(account.db, sessionId, mutes)).pipe(map((session) => (session && !muted(mutes, session.participants) ? session : null))) : of(null)
  const allSessions$ = combineLatest([account$, deps.mutes$]).pipe(
    switchMap(([account, mutes]) => visibleSessions(account, mutes)),
    shareReplay({ bufferSize: 1, refCount: true }),
  )
  // A conversation with nothing to show (empty, or only muted people's messages) is listed in neither.
  const sessions$ = allSessions$.pipe(map((sessions) => sessions.filter((session) => !session.request && session.lastMessageAt > 0)))
  const requests$ = allSessions$.pipe(map((sessions) => sessions.filter((session) => session.request && session.lastMessageAt > 0)))
  const dmRelaysChanged = new BehaviorSubject(0)
  const withAccount = async <T>(action: (account: ChatAccount) => Promise<T>) => action(await ready())

  return {
    sessions$,
    requests$,
    unreadCount$: sessions$.pipe(map((sessions) => sessions.filter((session) => session.unread).length), distinctUntilChanged()),
    dmRelays$: combineLatest([account$, dmRelaysChanged]).pipe(switchMap(([account]) => (account ? from(account.dmRelays()) : of([])))),
    session$: (sessionId) =>
      combineLatest([account$, deps.mutes$]).pipe(switchMap(([account, mutes]) => visibleSession(account, mutes, sessionId))),
    messages$: (sessionId) =>
      combineLatest([account$.pipe(switchMap((account) => (account ? live(() => readMessages(account.db, sessionId)) : of([] as ChatMessage[])))), deps.mutes$]).pipe(
        map(([messages, mutes]) => messages.filter((message) => !mutes.includes(message.author))),
      ),
    sessionIdFor(participants) {
      if (!me) throw new Error('Signer required')
      const id = sessionIdOf(me, participants)
      void withAccount((account) => ensureSession(account.db, account.me, id))
      return id
    },
    send: (sessionId, content, opts) =>
      withAccount(async (account) => {
        await account.ensureDmRelays()
        await account.sender.send(sessionId, content, opts)
        dmRelaysChanged.next(dmRelaysChanged.value + 1)
      }),
    sendFile: (sessionId, file, opts) =>
      withAccount(async (account) => {
        if (!deps.upload) throw new Error('No media server to upload to')
        const sealed = await encryptFile(new Uint8Array(await file.arrayBuffer()))
        const { url } = await deps.upload(new File([sealed.bytes as BlobPart], 'file.bin', { type: 'application/octet-stream' }))
        await account.ensureDmRelays()
        const mime = file.type || undefined
        await account.sender.sendFile(sessionId, { url, mime, decryptionKey: sealed.key, nonce: sealed.nonce, sha256: sealed.sha256, originalSha256: sealed.originalSha256, size: sealed.bytes.length }, opts)
      }),
    openFile: (file) => openChatFile(file, deps.fetch),
    react: (sessionId, messageId, content) =>
      withAccount(async (account) => {
        const message = await account.db.messages.get(messageId)
        if (message) await account.sender.react(sessionId, message, content)
      }),
    retry: (messageId) => withAccount((account) => account.sender.retry(messageId)),
    markSeen: (sessionId) => void withAccount((account) => markSeen(account.db, sessionId, Math.floor((deps.now ?? Date.now)() / 1000))),
    accept: (sessionId) => void withAccount((account) => acceptSession(account.db, sessionId)),
    draft: (sessionId) => (current ? (deps.storage.getItem(draftKey(current.me, sessionId)) ?? '') : ''),
    saveDraft(sessionId, text) {
      if (current) deps.storage.setItem(draftKey(current.me, sessionId), text)
    },
    setDmRelays: (urls) =>
      withAccount(async (account) => {
        await account.setDmRelays(urls)
        dmRelaysChanged.next(dmRelaysChanged.value + 1)
      }),
    dispose: () => keepOpen.unsubscribe(),
  } satisfies ChatService & { dispose(): void }
}

export type { ChatSession }
