import { describe, expect, it } from 'vitest';
import { isDirectReplyTo, replyParent, threadRoot } from './thread-tags';
import { hexId, testNote } from './thread-test-events';

const root = hexId('root');
const parent = hexId('parent');
const mention = hexId('mention');

describe('replyParent', () => {
  it('follows the reply marker', () => {
    const note = testNote('n', [['e', root, 'wss://r.example', 'root'], ['e', parent, 'wss://p.example', 'reply']]);
    expect(replyParent(note)).toEqual({ id: parent, relay: 'wss://p.example' });
    expect(threadRoot(note)).toEqual({ id: root, relay: 'wss://r.example' });
  });

  it('treats a lone root marker as a direct reply to the root', () => {
    const note = testNote('n', [['e', root, '', 'root'], ['e', mention, '', 'mention']]);
    expect(replyParent(note)).toEqual({ id: root });
  });

  it('reads the deprecated positional form: first is root, last is the parent', () => {
    const note = testNote('n', [['e', root], ['e', mention], ['e', parent]]);
    expect(replyParent(note)?.id).toBe(parent);
    expect(threadRoot(note)?.id).toBe(root);
    expect(replyParent(testNote('single', [['e', root]]))?.id).toBe(root);
  });

  it('finds no parent for a thread start, a mention only or a malformed id', () => {
    expect(replyParent(testNote('n'))).toBeNull();
    expect(replyParent(testNote('n', [['e', mention, '', 'mention']]))).toBeNull();
    expect(replyParent(testNote('n', [['e', 'not-hex']]))).toBeNull();
  });

  it('tells direct replies apart', () => {
    expect(isDirectReplyTo(testNote('n', [['e', root, '', 'root'], ['e', parent, '', 'reply']]), parent)).toBe(true);
    expect(isDirectReplyTo(testNote('n', [['e', root, '', 'root'], ['e', parent, '', 'reply']]), root)).toBe(false);
  });
});
