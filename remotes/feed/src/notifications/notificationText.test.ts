import { describe, expect, it } from 'vitest';
import { actionLabel, excerpt, namedUsers, notificationIcon, reactionIcon } from './notificationText';

const users = (count: number) => new Map(Array.from({ length: count }, (_, i) => [`p${i}`, { time: i, content: '', eventId: `e${i}` }]));

describe('notification texts', () => {
  it('labels each kind, with the zapped amount', () => {
    expect(actionLabel({ type: 'reaction' })).toBe('liked your post');
    expect(actionLabel({ type: 'repost' })).toBe('reposted your post');
    expect(actionLabel({ type: 'reply' })).toBe('replied');
    expect(actionLabel({ type: 'mention' })).toBe('mentioned you');
    expect(actionLabel({ type: 'zap', zapAmount: 2100 })).toBe('zapped 2,100 bits');
  });

  it('draws a heart for + and long reactions, shows short emoji as they are, and draws the other kinds', () => {
    expect(reactionIcon('+')).toEqual({ drawn: 'heart' });
    expect(reactionIcon(':custom_emoji:')).toEqual({ drawn: 'heart' });
    expect(reactionIcon('🔥')).toEqual({ text: '🔥' });
    expect(notificationIcon({ type: 'zap', content: '' })).toEqual({ drawn: 'zap' });
    expect(notificationIcon({ type: 'repost', content: '' })).toEqual({ drawn: 'repost' });
    expect(notificationIcon({ type: 'reply', content: 'hi' })).toEqual({ drawn: 'reply' });
    expect(notificationIcon({ type: 'mention', content: 'hi' })).toEqual({ text: '@' });
  });

  it('names three people, then +N', () => {
    expect(namedUsers({ users: users(2) })).toEqual({ named: ['p0', 'p1'], more: 0 });
    expect(namedUsers({ users: users(5) })).toEqual({ named: ['p0', 'p1', 'p2'], more: 2 });
  });

  it('cuts long text with an ellipsis', () => {
    expect(excerpt('short')).toBe('short');
    const nevent = 'nevent1qqsrhuxx8l9ex335q7he0f09aej04zpazpl0ne2cgukyawd24mayt8gpp4mhxue69uhhytnc9e3k7mgpz4mhxue69uhkg6nzv9ejuumpv34kytnrdaksjlyr9p';
    const npub = 'npub180cvv07tjdrrgpa0j7j7tmnyl2yr6yr7l8j4s3evf6u64th6gkwsyjh6w6';
    expect(excerpt(`Look at this nostr:${nevent} by nostr:${npub}`)).toBe('Look at this [quoted note] by @npub180cvv0…h6w6');
    expect(excerpt(`nostr:note1${'q'.repeat(58)}`)).toBe('[quoted note]');
    expect(excerpt('x'.repeat(200), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});
