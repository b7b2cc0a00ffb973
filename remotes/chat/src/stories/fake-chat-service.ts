import { BehaviorSubject, distinctUntilChanged, map, NEVER, of, type Observable } from 'rxjs';
import type { ChatFile, ChatMessage, ChatService, ChatSession, SendOptions } from '@app/core/chat';
import { fakeFileOpener, sentChatFile, type FakeFileOptions } from './fake-chat-files';
import { ME } from './chat-people';
import { nowSeconds } from './story-times';

/** A conversation as the fake keeps it; its last message and unread flag follow its messages. */
export interface FakeSession {
  participants: string[];
  subject?: string;
  /** A message request (started by someone beyond the user's network). */
  request?: boolean;
  /** Seconds; 0 (nothing seen) by default. */
  lastSeen?: number;
}

export interface FakeChatState {
  /** By session id. */
  sessions: Record<string, FakeSession>;
  /** By session id, oldest first. */
  messages: Record<string, ChatMessage[]>;
  drafts: Record<string, string>;
}

export interface FakeChatOptions extends FakeFileOptions {
  /** The signed-in user (ME by default). */
  me?: string;
  sessions?: FakeSession[];
  /** By session id (see chatSessionId). */
  messages?: Record<string, ChatMessage[]>;
  drafts?: Record<string, string>;
  /** send() fails with this message. */
  sendError?: string;
  /** The observables never emit (the chat database is still being read). */
  loading?: boolean;
  /** How long a sent message stays pending before every relay accepts it. */
  deliveryMs?: number;
}

export type FakeChatService = ChatService & {
  me: string;
  /** Every call, as `name(json args)` (sendFile gives the file's name, openFile the file's URL). */
  calls: string[];
  state: BehaviorSubject<FakeChatState>;
  /** Back to the state it was made with, no calls recorded (each story starts afresh). */
  reset(): void;
};

/** The user's DM relays in the fake. */
export const FAKE_DM_RELAYS = ['wss://dm.example.com', 'wss://inbox.example.org'];

/** A conversation's id as the fake makes it: the sorted hex keys of everyone in it, the user included, joined by ','. */
export const chatSessionId = (participants: readonly string[], me: string = ME) => [...new Set([...participants, me])].sort().join(',');

const sortedOthers = (participants: readonly string[], me: string) => [...new Set(participants)].filter((key) => key !== me).sort();

let nextId = 0;
const messageId = () => (nextId++).toString(16).padStart(64, 'e');

/** A session of the state as the service gives it. */
function sessionOf(id: string, session: FakeSession, messages: ChatMessage[] | undefined, me: string): ChatSession {
  const lastMessage = messages?.at(-1);
  const lastSeen = session.lastSeen ?? 0;
  const lastFromOthers = [...(messages ?? [])].reverse().find((message) => message.author !== me);
  return {
    id,
    participants: session.participants,
    subject: session.subject,
    lastMessage,
    lastMessageAt: lastMessage?.createdAt ?? 0,
    lastSeen,
    unread: Boolean(lastFromOthers && lastFromOthers.createdAt > lastSeen),
    request: Boolean(session.request),
  };
}

/**
 * A chat in memory for stories and tests: its observables follow one state, its methods record their calls and
 * change the state like the core would (a sent message is pending, then accepted by every DM relay).
 */
export function fakeChatService(options: FakeChatOptions = {}): FakeChatService {
  const { me = ME, loading = false, sendError, deliveryMs = 400, sendFileError, sendFileMs = 400 } = options;
  const opener = fakeFileOpener(options);
  const initial = (): FakeChatState => ({
    sessions: Object.fromEntries(
      (options.sessions ?? []).map((session) => [chatSessionId(session.participants, me), { ...session, participants: sortedOthers(session.participants, me) }]),
    ),
    messages: structuredClone(options.messages ?? {}),
    drafts: { ...options.drafts },
  });
  const state = new BehaviorSubject<FakeChatState>(initial());
  const calls: string[] = [];
  const update = (change: (value: FakeChatState) => Partial<FakeChatState>) => state.next({ ...state.value, ...change(state.value) });
  const select = <T>(pick: (value: FakeChatState) => T): Observable<T> => (loading ? NEVER : state.pipe(map(pick), distinctUntilChanged()));
  const record =
    <A extends unknown[], T>(name: string, body: (...args: A) => T) =>
    (...args: A) => {
      calls.push(`${name}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`);
      return body(...args);
    };
  const sessionsWhere = (requests: boolean) => (value: FakeChatState) =>
    Object.entries(value.sessions)
      .filter(([, session]) => Boolean(session.request) === requests)
      .map(([id, session]) => sessionOf(id, session, value.messages[id], me))
      .sort((a, b) => b.lastMessageAt - a.lastMessageAt);
  const updateMessage = (id: string, change: (message: ChatMessage) => ChatMessage) =>
    update((value) => ({
      messages: Object.fromEntries(Object.entries(value.messages).map(([sessionId, list]) => [sessionId, list.map((message) => (message.id === id ? change(message) : message))])),
    }));
  const deliverAll = (id: string) => updateMessage(id, (message) => ({ ...message, delivery: Object.fromEntries(Object.keys(message.delivery ?? {}).map((relay) => [relay, 'ok' as const])) }));
  /** The user's new message (text or file): pending, then accepted by every DM relay; its subject is the conversation's. */
  const sendOwn = (sessionId: string, body: Pick<ChatMessage, 'kind' | 'content' | 'file'>, opts?: SendOptions) => {
    const message: ChatMessage = {
      id: messageId(),
      sessionId,
      author: me,
      ...body,
      createdAt: nowSeconds(),
      protocol: 'nip17',
      replyTo: opts?.replyTo,
      reactions: {},
      delivery: Object.fromEntries(FAKE_DM_RELAYS.map((relay) => [relay, 'pending' as const])),
    };
    update((value) => ({
      messages: { ...value.messages, [sessionId]: [...(value.messages[sessionId] ?? []), message] },
      // a new subject is the conversation's at once, as the core stores it with the message
      ...(opts?.subject && value.sessions[sessionId] && { sessions: { ...value.sessions, [sessionId]: { ...value.sessions[sessionId], subject: opts.subject } } }),
    }));
    setTimeout(() => deliverAll(message.id), deliveryMs);
  };

  const service: ChatService = {
    sessions$: select(sessionsWhere(false)),
    requests$: select(sessionsWhere(true)),
    unreadCount$: select((value) => sessionsWhere(false)(value).filter((session) => session.unread).length),
    dmRelays$: loading ? NEVER : of(FAKE_DM_RELAYS),
    session$: (sessionId) => select((value) => (value.sessions[sessionId] ? sessionOf(sessionId, value.sessions[sessionId], value.messages[sessionId], me) : null)),
    messages$: (sessionId) => select((value) => value.messages[sessionId] ?? []),
    sessionIdFor: record('sessionIdFor', (participants: string[]) => {
      const id = chatSessionId(participants, me);
      // created empty when new, after the render that asked (as the core's database write would be)
      if (!state.value.sessions[id]) queueMicrotask(() => !state.value.sessions[id] && update((value) => ({ sessions: { ...value.sessions, [id]: { participants: sortedOthers(participants, me) } } })));
      return id;
    }),
    send: record('send', async (sessionId: string, content: string, opts?: SendOptions) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      if (sendError) throw new Error(sendError);
      sendOwn(sessionId, { kind: 14, content }, opts);
    }),
    // recorded with the file's name (a File has no JSON)
    sendFile: async (sessionId: string, file: File, opts?: SendOptions) => {
      calls.push(`sendFile(${JSON.stringify(sessionId)}, ${JSON.stringify(file.name)}, ${JSON.stringify(opts)})`);
      await new Promise((resolve) => setTimeout(resolve, sendFileMs));
      if (sendFileError) throw new Error(sendFileError);
      const stored = sentChatFile(file);
      sendOwn(sessionId, { kind: 15, content: stored.url, file: stored }, opts);
    },
    openFile: (file: ChatFile) => {
      calls.push(`openFile(${JSON.stringify(file.url)})`);
      return opener.openFile(file);
    },
    react: record('react', async (_sessionId: string, messageId: string, content: string) => {
      updateMessage(messageId, (message) => ({ ...message, reactions: { ...message.reactions, [me]: content } }));
    }),
    retry: record('retry', async (messageId: string) => {
      updateMessage(messageId, (message) => ({
        ...message,
        delivery: Object.fromEntries(Object.entries(message.delivery ?? {}).map(([relay, delivery]) => [relay, delivery === 'failed' ? ('pending' as const) : delivery])),
      }));
      setTimeout(() => deliverAll(messageId), deliveryMs);
    }),
    markSeen: record('markSeen', (sessionId: string) => {
      const session = state.value.sessions[sessionId];
      const newest = state.value.messages[sessionId]?.at(-1)?.createdAt ?? 0;
      if (session && newest > (session.lastSeen ?? 0)) update((value) => ({ sessions: { ...value.sessions, [sessionId]: { ...session, lastSeen: newest } } }));
    }),
    accept: record('accept', (sessionId: string) => {
      const session = state.value.sessions[sessionId];
      if (session) update((value) => ({ sessions: { ...value.sessions, [sessionId]: { ...session, request: false } } }));
    }),
    draft: (sessionId) => state.value.drafts[sessionId] ?? '',
    saveDraft: record('saveDraft', (sessionId: string, text: string) => update((value) => ({ drafts: { ...value.drafts, [sessionId]: text } }))),
    setDmRelays: record('setDmRelays', async () => undefined),
  };
  const reset = () => {
    calls.length = 0;
    opener.reset();
    state.next(initial());
  };
  return Object.assign(service, { me, calls, state, reset });
}
