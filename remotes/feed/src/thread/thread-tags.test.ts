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

describe('NIP-22 comments', () => {
  const picture = hexId('picture');
  const comment = (label: string, tags: string[][]) => ({ ...testNote(label, tags), kind: 1111 });

  it("a comment's parent is its lowercase e tag, else its a tag; its root the uppercase E or A", () => {
    const top = comment('top', [['E', picture, 'wss://r.example', 'pk'], ['K', '20'], ['e', picture, 'wss://r.example', 'pk'], ['k', '20']]);
    expect(replyParent(top)).toEqual({ id: picture, relay: 'wss://r.example' });
    expect(threadRoot(top)).toEqual({ id: picture, relay: 'wss://r.example' });
    const nested = comment('nested', [['E', picture], ['K', '20'], ['e', top.id, '', 'pk'], ['k', '1111']]);
    expect(replyParent(nested)).toEqual({ id: top.id });
    expect(isDirectReplyTo(nested, top.id)).toBe(true);
    const onArticle = comment('on-article', [['A', '30023:pk:slug'], ['K', '30023'], ['a', '30023:pk:slug', 'wss://r.example'], ['k', '30023']]);
    expect(replyParent(onArticle)).toEqual({ id: '30023:pk:slug', relay: 'wss://r.example' });
    expect(threadRoot(onArticle)?.id).toBe('30023:pk:slug');
  });

  it('kinds that do not thread have no parent, whatever e tags they carry', () => {
    const highlight = { ...testNote('highlight', [['e', picture]]), kind: 9802 };
    expect(replyParent(highlight)).toBeNull();
    expect(threadRoot(highlight)).toBeNull();
  });
});
