import { neventEncode } from 'nostr-tools/nip19';
import { describe, expect, it } from 'vitest';
import { pushNotificationOf } from './push-notification';

const id = 'a'.repeat(64);
const pubkey = 'b'.repeat(64);
const event = (kind: number, content = '', tags: string[][] = []) => JSON.stringify({ event: { id, pubkey, kind, content, tags } });

describe('pushNotificationOf', () => {
  it("opens a reply's note page with its text as the body", () => {
    const shown = pushNotificationOf(event(1, 'Nice\n\npost  here'));
    expect(shown).toEqual({ title: 'New reply', body: 'Nice post here', url: `/${neventEncode({ id, author: pubkey, kind: 1 })}`, tag: id });
  });

  it('cuts a long note to 140 characters', () => {
    expect(pushNotificationOf(event(1, 'x'.repeat(500))).body).toHaveLength(140);
  });

  it('shows a like as a heart and opens the notifications', () => {
    expect(pushNotificationOf(event(7, '+'))).toMatchObject({ title: 'New reaction', body: '❤️', url: '/notifications' });
  });

  it('never shows the ciphertext of a message and opens the chats', () => {
    expect(pushNotificationOf(event(1059, 'ciphertext'))).toMatchObject({ title: 'New message', body: 'Open to read it', url: '/chats' });
  });

  it('keeps a title and body the server sent', () => {
    expect(pushNotificationOf(JSON.stringify({ title: 'Zapped', body: '21 bits', event: JSON.parse(event(9735)).event }))).toMatchObject({ title: 'Zapped', body: '21 bits' });
  });

  it('still notifies for unreadable data', () => {
    expect(pushNotificationOf('not json')).toEqual({ title: 'New notification', body: '', url: '/notifications', tag: 'notification' });
    expect(pushNotificationOf(null).url).toBe('/notifications');
  });
});
