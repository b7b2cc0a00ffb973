import { neventEncode } from 'nostr-tools/nip19';

/** What the notification server pushes: the event that matched the user's subscription (spec 1 §7). */
export interface PushPayload {
  event?: { id: string; pubkey: string; kind: number; content: string; tags: string[][] };
  title?: string;
  body?: string;
}

/** The notification a push shows and the route a click on it opens. */
export interface PushNotification {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const BODY_MAX = 140;
const TITLES: Record<number, string> = { 1: 'New reply', 6: 'New repost', 7: 'New reaction', 9735: 'New zap', 4: 'New message', 1059: 'New message' };

const isEvent = (value: unknown): value is NonNullable<PushPayload['event']> =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string' && typeof (value as { kind?: unknown }).kind === 'number';

/** The route a pushed event opens: a note's page, the chats for a message, else the notifications. */
export function routeOfPushedEvent(event: NonNullable<PushPayload['event']>): string {
  if (event.kind === 1 && /^[0-9a-f]{64}$/.test(event.id)) return `/${neventEncode({ id: event.id, author: event.pubkey, kind: 1 })}`;
  if (event.kind === 4 || event.kind === 1059) return '/chats';
  return '/notifications';
}

/** A notification's body: a note's text, one line, cut; a reaction's emoji; nothing from an encrypted message. */
function bodyOf(event: NonNullable<PushPayload['event']>): string {
  if (event.kind === 4 || event.kind === 1059) return 'Open to read it';
  if (event.kind === 7) return event.content === '+' || event.content === '' ? '❤️' : event.content.slice(0, 16);
  const text = event.content.replace(/\s+/g, ' ').trim();
  return text.length > BODY_MAX ? `${text.slice(0, BODY_MAX - 1)}…` : text;
}

/** The notification for a push's data (JSON text); anything unreadable still says that something arrived. */
export function pushNotificationOf(data: string | null): PushNotification {
  let payload: PushPayload = {};
  try {
    payload = data ? (JSON.parse(data) as PushPayload) : {};
  } catch {
    payload = {};
  }
  const event = isEvent(payload.event) ? payload.event : null;
  if (!event) return { title: text(payload.title) ?? 'New notification', body: text(payload.body) ?? '', url: '/notifications', tag: 'notification' };
  return { title: text(payload.title) ?? TITLES[event.kind] ?? 'New notification', body: text(payload.body) ?? bodyOf(event), url: routeOfPushedEvent(event), tag: event.id };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.slice(0, 200) : undefined;
}
