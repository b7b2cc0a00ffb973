import type { ChatMessage } from '@app/core/chat';
import { describe, expect, it } from 'vitest';
import { CHAT_GROUP_WINDOW_SECONDS, dayLabel, groupMessages, localDayStart, type ConversationItem } from './group-messages';

const ALICE = 'b'.repeat(64);
const BOB = 'c'.repeat(64);

/** Seconds of a local time (the tests hold in any time zone). */
const at = (year: number, month: number, day: number, hour: number, minute = 0, second = 0) => new Date(year, month - 1, day, hour, minute, second).getTime() / 1000;

let counter = 0;
function message(author: string, createdAt: number): ChatMessage {
  counter += 1;
  return { id: `m${counter}`, sessionId: 's', author, kind: 14, content: `message ${counter}`, createdAt, protocol: 'nip17', reactions: {} };
}

/** Each item as 'day' or the ids of a group's messages. */
const shape = (items: ConversationItem[]) => items.map((item) => (item.type === 'day' ? 'day' : item.messages.map((m) => m.id).join('+')));

describe('groupMessages', () => {
  it('groups consecutive messages of one author up to exactly 60 s apart', () => {
    const start = at(2024, 3, 12, 10);
    const first = message(ALICE, start);
    const second = message(ALICE, start + CHAT_GROUP_WINDOW_SECONDS); // exactly 60 s: same group
    const third = message(ALICE, start + 2 * CHAT_GROUP_WINDOW_SECONDS + 1); // 61 s after the second: a new group
    expect(shape(groupMessages([first, second, third]))).toEqual(['day', `${first.id}+${second.id}`, third.id]);
  });

  it('measures the gap from the previous message, so a long run at short intervals stays one group', () => {
    const start = at(2024, 3, 12, 10);
    const run = [0, 50, 100, 150].map((offset) => message(ALICE, start + offset));
    expect(shape(groupMessages(run))).toEqual(['day', run.map((m) => m.id).join('+')]);
  });

  it('starts a new group when the author changes, even within the window', () => {
    const start = at(2024, 3, 12, 10);
    const [a1, b1, a2] = [message(ALICE, start), message(BOB, start + 5), message(ALICE, start + 10)];
    const items = groupMessages([a1, b1, a2]);
    expect(shape(items)).toEqual(['day', a1.id, b1.id, a2.id]);
    expect(items.filter((item) => item.type === 'group').map((item) => item.type === 'group' && item.author)).toEqual([ALICE, BOB, ALICE]);
  });

  it('puts a day separator before each day and never groups across midnight', () => {
    const late = message(ALICE, at(2024, 3, 12, 23, 59, 50));
    const early = message(ALICE, at(2024, 3, 13, 0, 0, 10)); // 20 s later, the next day
    const items = groupMessages([late, early]);
    expect(shape(items)).toEqual(['day', late.id, 'day', early.id]);
    expect(items[0]).toMatchObject({ type: 'day', dayStart: new Date(2024, 2, 12).getTime() });
    expect(items[2]).toMatchObject({ type: 'day', dayStart: new Date(2024, 2, 13).getTime() });
  });

  it('gives nothing for no messages', () => {
    expect(groupMessages([])).toEqual([]);
  });
});

describe('dayLabel', () => {
  const now = new Date(2024, 2, 12, 15, 30).getTime();

  it("says 'Today' and 'Yesterday'", () => {
    expect(dayLabel(localDayStart(at(2024, 3, 12, 0, 0, 1)), now)).toBe('Today');
    expect(dayLabel(localDayStart(at(2024, 3, 11, 23, 59)), now)).toBe('Yesterday');
  });

  it("writes other days as the locale's date, with the year when it is another year", () => {
    expect(dayLabel(new Date(2024, 2, 4).getTime(), now, 'en-US')).toBe('Monday, March 4');
    expect(dayLabel(new Date(2023, 11, 31).getTime(), now, 'en-US')).toBe('December 31, 2023');
  });
});
