import { describe, expect, it } from 'vitest';
import type { NostrEvent } from '@app/core';
import { ancestorChain, MAX_ANCESTORS, orderReplies } from './thread-order';
import { hexId, testNote } from './thread-test-events';

const replyTo = (label: string, parent: string, at: number, root = parent) =>
  testNote(label, [['e', hexId(root), '', 'root'], ['e', hexId(parent), '', 'reply']], at);

const mapOf = (events: NostrEvent[]) => new Map(events.map((event) => [event.id, event]));

describe('ancestorChain', () => {
  const root = testNote('root', [], 1);
  const middle = replyTo('middle', 'root', 2);
  const focus = replyTo('focus', 'middle', 3, 'root');

  it('lists known ancestors oldest first and stops at the root', () => {
    expect(ancestorChain(focus, mapOf([root, middle]))).toEqual({ ancestors: [root, middle], next: null });
  });

  it('names the first parent still to load', () => {
    expect(ancestorChain(focus, mapOf([middle]))).toEqual({ ancestors: [middle], next: { id: hexId('root') } });
    expect(ancestorChain(focus, new Map()).next).toEqual({ id: hexId('middle') });
  });

  it('ends on a cycle and at the limit', () => {
    const a = testNote('a', [['e', hexId('b')]]);
    const b = testNote('b', [['e', hexId('a')]]);
    expect(ancestorChain(a, mapOf([b]))).toEqual({ ancestors: [b], next: null });
    const chain = Array.from({ length: MAX_ANCESTORS + 5 }, (_, i) => testNote(`c${i}`, i ? [['e', hexId(`c${i - 1}`)]] : []));
    const deepest = testNote('deep', [['e', hexId(`c${chain.length - 1}`)]]);
    expect(ancestorChain(deepest, mapOf(chain)).ancestors).toHaveLength(MAX_ANCESTORS);
  });
});

describe('orderReplies', () => {
  it('puts direct replies oldest first with their own replies indented beneath', () => {
    const late = replyTo('late', 'focus', 30);
    const early = replyTo('early', 'focus', 10);
    const answerToEarly = replyTo('answer', 'early', 40, 'focus');
    const deeper = replyTo('deeper', 'answer', 20, 'focus');
    const rows = orderReplies(hexId('focus'), [late, answerToEarly, early, deeper, early]);
    expect(rows.map((row) => [row.event.content, row.depth])).toEqual([
      ['early', 1],
      ['deeper', 2],
      ['answer', 2],
      ['late', 1],
    ]);
  });

  it('breaks equal times by id and leaves out unrelated notes and the focus itself', () => {
    const b = replyTo('b', 'focus', 5);
    const a = replyTo('a', 'focus', 5);
    const stray = replyTo('stray', 'elsewhere', 1);
    const rows = orderReplies(hexId('focus'), [b, stray, a, testNote('focus')]);
    expect(rows.map((row) => row.event.content)).toEqual(['a', 'b']);
  });

  it('reads replies in the positional form', () => {
    const positional = testNote('old-style', [['e', hexId('focus')]], 3);
    expect(orderReplies(hexId('focus'), [positional])).toEqual([{ event: positional, depth: 1 }]);
  });

  it('orders NIP-22 comments under a picture, and takes comments naming an addressable focus by its address', () => {
    const comment = (label: string, parent: string, at: number) => ({ ...testNote(label, [['E', hexId('focus')], ['K', '20'], ['e', parent], ['k', '20']], at), kind: 1111 });
    const first = comment('first', hexId('focus'), 1);
    const answer = comment('answer', first.id, 2);
    expect(orderReplies(hexId('focus'), [answer, first]).map((row) => [row.event.content, row.depth])).toEqual([['first', 1], ['answer', 2]]);
    const byAddress = { ...testNote('by-address', [['A', '30402:pk:bike'], ['K', '30402'], ['a', '30402:pk:bike'], ['k', '30402']], 3), kind: 1111 };
    expect(orderReplies(hexId('focus'), [byAddress], '30402:pk:bike')).toEqual([{ event: byAddress, depth: 1 }]);
    expect(orderReplies(hexId('focus'), [byAddress])).toEqual([]);
  });
});
