import type { ChatFile, ChatMessage, RelayDelivery } from '@app/core/chat';
import { ALICE, BOB, CAROL, DANA, LAYLA, ME } from './chat-people';
import { chatSessionId, FAKE_DM_RELAYS, type FakeChatOptions } from './fake-chat-service';
import { daysAgo, today } from './story-times';

export interface StoryMessage {
  id?: string;
  author: string;
  content?: string;
  createdAt: number;
  protocol?: 'nip17' | 'nip04';
  replyTo?: string;
  file?: ChatFile;
  reactions?: Record<string, string>;
  delivery?: Record<string, RelayDelivery>;
}

let counter = 0;

/** A message of the conversation with `participants` (the user's own are delivered unless `delivery` says otherwise). */
export function chatMessage(participants: string[], message: StoryMessage): ChatMessage {
  counter += 1;
  const own = message.author === ME;
  return {
    id: message.id ?? counter.toString(16).padStart(64, 'a'),
    sessionId: chatSessionId(participants),
    author: message.author,
    kind: message.file ? 15 : 14,
    content: message.content ?? (message.file?.url ?? ''),
    createdAt: message.createdAt,
    protocol: message.protocol ?? 'nip17',
    replyTo: message.replyTo,
    file: message.file,
    reactions: message.reactions ?? {},
    delivery: message.delivery ?? (own ? Object.fromEntries(FAKE_DM_RELAYS.map((relay) => [relay, 'ok' as const])) : undefined),
  };
}

/** Options with one conversation with `participants` made of `messages`. */
function conversation(participants: string[], messages: StoryMessage[], extra: Partial<FakeChatOptions> & { subject?: string; request?: boolean; lastSeen?: number } = {}): FakeChatOptions {
  const { subject, request, lastSeen, ...options } = extra;
  const list = messages.map((message) => chatMessage(participants, message));
  return {
    sessions: [{ participants, subject, request, lastSeen: lastSeen ?? list.at(-1)?.createdAt ?? 0 }],
    messages: { [chatSessionId(participants)]: list },
    ...options,
  };
}

/** Several options' conversations together. */
function together(...parts: FakeChatOptions[]): FakeChatOptions {
  return {
    sessions: parts.flatMap((part) => part.sessions ?? []),
    messages: Object.assign({}, ...parts.map((part) => part.messages)),
    drafts: Object.assign({}, ...parts.map((part) => part.drafts)),
  };
}

/** The id of the conversation with these people. */
export const sessionWith = (...participants: string[]) => chatSessionId(participants);

/** A 2,000-character word (no place to break it but anywhere). */
export const LONG_WORD = 'Supercalifragilistic'.repeat(100);
export const ARABIC_TEXT = 'مرحبا! هل نلتقي غدا في المقهى؟';
export const HEBREW_TEXT = 'שלום, מה שלומך היום?';

/** No conversations at all. */
export const emptyChats = (): FakeChatOptions => ({});

/** A one-to-one chat with Alice (unread), one with Bob (read), notes to self and a group with a subject. */
export function chatsWithUnread(): FakeChatOptions {
  return together(
    conversation([ALICE], [{ author: ME, content: 'Are we still on for tonight?', createdAt: today(3600) }, { author: ALICE, content: 'Yes! See you at 8 🎉', createdAt: today(120) }], { lastSeen: today(3600) }),
    conversation([BOB], [{ author: BOB, content: 'Thanks for the zap', createdAt: daysAgo(1, 18) }, { author: ME, content: 'Anytime', createdAt: daysAgo(1, 18, 5) }]),
    conversation([], [{ author: ME, content: 'Buy oat milk', createdAt: daysAgo(3, 9) }]),
    groupWithSubject(),
  );
}

/** Two message requests (from people beyond the user's network) beside one chat. */
export function messageRequests(): FakeChatOptions {
  return together(
    conversation([BOB], [{ author: BOB, content: 'Thanks for the zap', createdAt: daysAgo(1, 18) }]),
    conversation([DANA], [{ author: DANA, content: 'Hi! I saw your post about relays, can I ask you something?', createdAt: today(600) }], { request: true, lastSeen: 0 }),
    conversation([LAYLA], [{ author: LAYLA, content: ARABIC_TEXT, createdAt: today(1800) }], { request: true, lastSeen: 0 }),
  );
}

/** A chat whose last message is far too long for one line. */
export function longPreview(): FakeChatOptions {
  return conversation([ALICE], [{ author: ALICE, content: `${'This is a very long message that goes on and on about the weekend plans. '.repeat(6)}${LONG_WORD}`, createdAt: today(300) }], { lastSeen: 0 });
}

/** Alice writes three messages within 60 s (one group), the user answers, Alice writes again 2 minutes later. */
export function groupedMessages(): FakeChatOptions {
  return conversation([ALICE], [
    { author: ALICE, content: 'Hey', createdAt: today(600) },
    { author: ALICE, content: 'Did you see the new relay?', createdAt: today(590) },
    { author: ALICE, content: 'It is fast', createdAt: today(540) },
    { author: ME, content: 'Not yet, link?', createdAt: today(500) },
    { author: ALICE, content: 'https://relay.example.com (the web page)', createdAt: today(380) },
  ]);
}

/** Messages three days ago, yesterday and today. */
export function daySeparators(): FakeChatOptions {
  return conversation([BOB], [
    { author: BOB, content: 'Long time no see', createdAt: daysAgo(3, 10) },
    { author: ME, content: 'Yesterday was busy', createdAt: daysAgo(1, 20) },
    { author: BOB, content: 'Morning!', createdAt: today(60) },
  ]);
}

/** A 2,000-character word and a long paragraph. */
export function longMessages(): FakeChatOptions {
  return conversation([ALICE], [
    { author: ALICE, content: LONG_WORD, createdAt: today(400) },
    { author: ME, content: `${'A long paragraph wraps across many lines without pushing the layout sideways. '.repeat(12)}\n\nAnd a second paragraph.`, createdAt: today(300) },
  ]);
}

/** Arabic and Hebrew, alone and mixed with English. */
export function rtlMessages(): FakeChatOptions {
  return conversation([LAYLA], [
    { author: LAYLA, content: ARABIC_TEXT, createdAt: today(400) },
    { author: ME, content: HEBREW_TEXT, createdAt: today(300) },
    { author: LAYLA, content: `Sure, see you at "${ARABIC_TEXT.slice(0, 5)}" 👋`, createdAt: today(200) },
  ]);
}

/** The user's last message was refused by every relay. */
export function failedDelivery(): FakeChatOptions {
  return conversation([BOB], [
    { author: BOB, content: 'Can you send me the address?', createdAt: today(400) },
    { id: 'f'.repeat(64), author: ME, content: '12 Main Street', createdAt: today(300), delivery: { 'wss://dm.example.com': 'failed', 'wss://inbox.example.org': 'failed' } },
  ]);
}

/** Of three relays, two accepted the user's message. */
export function partialDelivery(): FakeChatOptions {
  return conversation([BOB], [
    { id: 'd'.repeat(64), author: ME, content: 'Sent to some relays', createdAt: today(300), delivery: { 'wss://dm.example.com': 'ok', 'wss://inbox.example.org': 'failed', 'wss://relay.example.net': 'ok' } },
    { author: ME, content: 'Still sending', createdAt: today(200), delivery: { 'wss://dm.example.com': 'pending', 'wss://inbox.example.org': 'ok' } },
  ]);
}

/** An early message, many others, then a reply to the early one. */
export function replyConversation(): FakeChatOptions {
  const first = 'c'.repeat(64);
  return conversation([ALICE], [
    { id: first, author: ALICE, content: 'Where shall we meet on Saturday?\nI was thinking the park.', createdAt: today(3000) },
    ...Array.from({ length: 12 }, (_, index) => ({ author: index % 2 ? ME : ALICE, content: `Something else ${index + 1}`, createdAt: today(2800 - index * 120) })),
    { author: ME, content: 'The park sounds good', createdAt: today(60), replyTo: first },
  ]);
}

/** Reactions under messages, one by the user. */
export function reactionsConversation(): FakeChatOptions {
  return conversation([ALICE, BOB], [
    { id: 'b'.repeat(64), author: ALICE, content: 'We won the hackathon!', createdAt: today(600), reactions: { [BOB]: '🔥', [ME]: '🔥', [CAROL]: '+' } },
    { author: BOB, content: 'Congrats 🎉', createdAt: today(500) },
  ]);
}

/** A legacy NIP-04 message beside a NIP-17 one. */
export function nip04Message(): FakeChatOptions {
  return conversation([BOB], [
    { author: BOB, content: 'Sent from an old client', createdAt: today(600), protocol: 'nip04' },
    { author: ME, content: 'Got it, over NIP-17', createdAt: today(500) },
  ]);
}

/** A group of Alice, Bob and Carol with the subject 'Weekend hike'. */
export function groupWithSubject(): FakeChatOptions {
  return conversation(
    [ALICE, BOB, CAROL],
    [
      { author: CAROL, content: 'Who brings the snacks?', createdAt: today(1800) },
      { author: BOB, content: 'Me', createdAt: today(1700) },
    ],
    { subject: 'Weekend hike', lastSeen: 0 },
  );
}

/** A message request from Dana, not accepted yet. */
export function requestConversation(): FakeChatOptions {
  return conversation([DANA], [{ author: DANA, content: 'Hi! Can I ask you about relays?', createdAt: today(600) }], { request: true, lastSeen: 0 });
}

/** An encrypted kind-15 file (a key and nonce, as the core sends them) at `url`; the fake opens it to openedBlob(). */
export function encryptedFile(url: string, mime: string, size?: number): ChatFile {
  return { url, mime, decryptionKey: 'ab'.repeat(32), nonce: 'cd'.repeat(12), algorithm: 'aes-gcm', sha256: 'ef'.repeat(32), size };
}

/** A plain image and PDF, then encrypted files: an image (the user's), a PDF named only by its hash, a video. */
export function fileConversation(): FakeChatOptions {
  return conversation([ALICE], [
    { author: ALICE, createdAt: today(600), file: { url: 'https://files.example.com/photos/beach.jpg', mime: 'image/jpeg', size: 204_800 } },
    { author: ALICE, createdAt: today(500), file: { url: 'https://files.example.com/docs/itinerary.pdf', mime: 'application/pdf', size: 52_000 } },
    { author: ME, createdAt: today(400), file: encryptedFile('https://blossom.example.com/3f9a', 'image/png', 315) },
    { author: ALICE, createdAt: today(300), file: encryptedFile(`https://blossom.example.com/${'9c'.repeat(32)}.bin`, 'application/pdf', 20_480) },
    { author: ALICE, createdAt: today(200), file: encryptedFile('https://blossom.example.com/clip', 'video/mp4', 4096) },
  ]);
}

/** Every send fails (no relay accepted the message). */
export function sendFailure(message: string): FakeChatOptions {
  return { ...conversation([ALICE], [{ author: ALICE, content: 'Hello?', createdAt: today(600) }]), sendError: message };
}

/** A conversation with Alice of `count` messages, alternating authors, one every 30 s (long-conversation states). */
export const longConversation = (count: number): FakeChatOptions =>
  conversation(
    [ALICE],
    Array.from({ length: count }, (_, n) => ({ author: n % 2 ? ME : ALICE, content: `Message number ${n + 1}`, createdAt: today(count * 30) + n * 30 })),
  );
