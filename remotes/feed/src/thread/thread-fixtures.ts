import { addressOf, type NostrEvent } from '@app/core';
import { storyEvent } from '../../../../storybook/preset/story-events';
import type { ThreadReply } from './thread-order';

/** Story data of threads: signed notes by story keys 1 (Alice) and 2 (Bob), linked by NIP-10 'e' tags. */
const ALICE = 1;
const BOB = 2;

function reply(author: number, content: string, parent: NostrEvent, root: NostrEvent, minutesAgo: number): NostrEvent {
  const tags = parent.id === root.id ? [['e', root.id, '', 'root']] : [['e', root.id, '', 'root'], ['e', parent.id, '', 'reply']];
  return storyEvent(author, { kind: 1, content, tags: [...tags, ['p', parent.pubkey]], minutesAgo });
}

export const threadRootNote = storyEvent(ALICE, { kind: 1, content: 'Thread start: which relay software do you run?', minutesAgo: 120 });

/** Five notes above the focused one, oldest first. */
export const deepAncestors: NostrEvent[] = [threadRootNote];
for (let depth = 1; depth < 5; depth++) {
  const parent = deepAncestors[depth - 1];
  deepAncestors.push(reply(depth % 2 ? BOB : ALICE, `Ancestor ${depth + 1} in the chain`, parent, threadRootNote, 120 - depth * 10));
}

export const focusedNote = reply(BOB, 'The focused reply: strfry on a 2 GB VPS, no complaints.', deepAncestors[4], threadRootNote, 60);

const first = reply(ALICE, 'First direct reply: how much disk after a year?', focusedNote, threadRootNote, 50);
const second = reply(ALICE, 'Second direct reply: do you run NIP-50 search?', focusedNote, threadRootNote, 40);
const answer = reply(BOB, 'Nested answer to the first reply: about 40 GB.', first, threadRootNote, 30);

/** Replies in display order (as orderReplies gives them). */
export const threadReplies: ThreadReply[] = [
  { event: first, depth: 1 },
  { event: answer, depth: 2 },
  { event: second, depth: 1 },
];

const longText = Array.from({ length: 14 }, (_, i) => `Paragraph ${i + 1} of a very long reply about relay operations.`).join('\n\n');

/** Two long replies, each clipped with 'Show More'. */
export const longReplies: ThreadReply[] = [
  { event: reply(ALICE, longText, focusedNote, threadRootNote, 20), depth: 1 },
  { event: reply(BOB, `Nested: ${longText}`, focusedNote, threadRootNote, 10), depth: 2 },
];

/** NIP-22 comments under an addressable event (an article, a listing), scoped by its address, in display order. */
export function commentsOn(event: NostrEvent): ThreadReply[] {
  const address = addressOf(event) ?? '';
  const scope = [['A', address], ['K', String(event.kind)], ['P', event.pubkey]];
  const top = storyEvent(BOB, { kind: 1111, content: 'Great write-up, the monitoring part helped.', minutesAgo: 30, tags: [...scope, ['a', address], ['e', event.id, '', event.pubkey], ['k', String(event.kind)], ['p', event.pubkey]] });
  const answer = storyEvent(ALICE, { kind: 1111, content: 'Thanks! More on alerts soon.', minutesAgo: 20, tags: [...scope, ['e', top.id, '', top.pubkey], ['k', '1111'], ['p', top.pubkey]] });
  return [{ event: top, depth: 1 }, { event: answer, depth: 2 }];
}
