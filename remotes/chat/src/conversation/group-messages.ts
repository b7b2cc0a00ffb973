import type { ChatMessage } from '@app/core/chat';

/** Spec 1 §9: consecutive messages of one author at most this many seconds apart share a group (one name, one avatar). */
export const CHAT_GROUP_WINDOW_SECONDS = 60;

/** A run of consecutive messages by one author on one day. */
export interface MessageGroup {
  type: 'group';
  /** The first message's id. */
  key: string;
  author: string;
  messages: ChatMessage[];
}

/** The start of a local day, shown before its first message. */
export interface DaySeparator {
  type: 'day';
  key: string;
  /** Local midnight, ms. */
  dayStart: number;
}

export type ConversationItem = MessageGroup | DaySeparator;

/** Local midnight (ms) of a time given in seconds. */
export function localDayStart(seconds: number): number {
  const date = new Date(seconds * 1000);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/**
 * The conversation's rows, oldest first: a day separator before each local day's first message, then groups of
 * consecutive messages by one author whose gaps are at most CHAT_GROUP_WINDOW_SECONDS (exactly 60 s still groups).
 */
export function groupMessages(messages: readonly ChatMessage[]): ConversationItem[] {
  const items: ConversationItem[] = [];
  let group: MessageGroup | null = null;
  let day: number | null = null;
  let previous: ChatMessage | null = null;
  for (const message of messages) {
    const messageDay = localDayStart(message.createdAt);
    if (messageDay !== day) {
      day = messageDay;
      group = null;
      items.push({ type: 'day', key: `day-${messageDay}`, dayStart: messageDay });
    }
    const joins = group !== null && previous !== null && previous.author === message.author && message.createdAt - previous.createdAt <= CHAT_GROUP_WINDOW_SECONDS;
    if (joins && group) group.messages.push(message);
    else {
      group = { type: 'group', key: message.id, author: message.author, messages: [message] };
      items.push(group);
    }
    previous = message;
  }
  return items;
}

/** 'Today', 'Yesterday', else the locale's date ('12 March 2024'), for a day separator. */
export function dayLabel(dayStart: number, nowMs: number = Date.now(), locale?: string): string {
  const today = localDayStart(nowMs / 1000);
  if (dayStart === today) return 'Today';
  const yesterday = new Date(today);
  yesterday.setDate(yesterday.getDate() - 1);
  if (dayStart === yesterday.getTime()) return 'Yesterday';
  const date = new Date(dayStart);
  const sameYear = date.getFullYear() === new Date(nowMs).getFullYear();
  return date.toLocaleDateString(locale, sameYear ? { weekday: 'long', month: 'long', day: 'numeric' } : { year: 'numeric', month: 'long', day: 'numeric' });
}
