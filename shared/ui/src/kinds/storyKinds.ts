import { getCore, type NostrEvent } from '@app/core';
import { installOfflineCore } from '../../../../storybook/preset/offline-core';
import { storyEvent, storyProfile } from '../../../../storybook/preset/story-events';
import { SAMPLE_CASHU_TOKEN, SAMPLE_INVOICE, SAMPLE_PAYMENT_REQUEST } from '../embeds/paymentFixtures';

/** Story data for every kind (signed by the public story keys), and an offline core that knows them. */
export const alice = storyProfile(1, { name: 'alice', display_name: 'Alice Liddell' });
export const bob = storyProfile(2, { name: 'bob', display_name: 'Bob Builder' });

export const targetNote = storyEvent(1, { kind: 1, content: 'The note everybody reacts to. #nostr', minutesAgo: 30 });
export const replyNote = storyEvent(2, {
  kind: 1,
  content: 'I agree with this!',
  tags: [['e', targetNote.id, '', 'root'], ['p', targetNote.pubkey]],
});
/** An id nobody has. */
export const MISSING_ID = '0'.repeat(63) + '1';

const zapRequest = JSON.stringify({ kind: 9734, pubkey: bob.profile.pubkey, content: 'Great post!', tags: [] });

export const kindEvents = {
  post: storyEvent(1, {
    kind: 1,
    content: `GM #Nostr :wave: https://example.com/page\nPay me: ${SAMPLE_INVOICE}\n${SAMPLE_CASHU_TOKEN}\n${SAMPLE_PAYMENT_REQUEST}\nlightning:alice@example.com`,
    tags: [['emoji', 'wave', 'https://cdn.example/wave.png']],
  }),
  postWithImage: storyEvent(1, {
    kind: 1,
    content: 'My upload https://cdn.invalid/upload.png',
    tags: [['imeta', 'url https://cdn.invalid/upload.png', 'm image/png', 'dim 40x30', 'blurhash LEHV6nWB2yk8pyo0adR*.7kCMdnj'], ['imeta', 'url javascript:alert(1)', 'm image/png']],
  }),
  repost: storyEvent(2, { kind: 6, content: '', tags: [['e', targetNote.id], ['p', targetNote.pubkey]] }),
  like: storyEvent(2, { kind: 7, content: '+', tags: [['e', targetNote.id], ['p', targetNote.pubkey]] }),
  emojiReaction: storyEvent(2, { kind: 7, content: '🤙', tags: [['e', targetNote.id]] }),
  customReaction: storyEvent(2, { kind: 7, content: ':blob:', tags: [['e', targetNote.id], ['emoji', 'blob', 'https://cdn.example/blob.png']] }),
  zap: storyEvent(3, {
    kind: 9735,
    content: '',
    tags: [['bolt11', SAMPLE_INVOICE], ['description', zapRequest], ['e', targetNote.id], ['p', targetNote.pubkey]],
  }),
  /** The same receipt signed by a key that is not the LNURL server's. */
  forgedZap: storyEvent(2, {
    kind: 9735,
    content: '',
    tags: [['bolt11', SAMPLE_INVOICE], ['description', zapRequest], ['e', targetNote.id], ['p', targetNote.pubkey]],
  }),
  article: storyEvent(1, {
    kind: 30023,
    content: '# Heading\n\nSome **bold** text and [a link](https://example.com/read) and [bad](javascript:alert(1)).\n\n<script>window.__pwned = true</script>\n\n- one\n- two',
    tags: [['d', 'my-article'], ['title', 'My first article'], ['summary', 'A summary. '.repeat(40)]],
  }),
  picture: storyEvent(1, {
    kind: 20,
    content: 'Sunset over the sea',
    tags: [['title', 'Sunset'], ['imeta', 'url https://cdn.invalid/sunset.jpg', 'dim 800x600', 'blurhash LEHV6nWB2yk8pyo0adR*.7kCMdnj', 'alt A sunset']],
  }),
  comment: storyEvent(2, {
    kind: 1111,
    content: 'What a sky! https://example.com/more',
    tags: [['E', 'a'.repeat(64), '', alice.profile.pubkey], ['K', '20'], ['P', alice.profile.pubkey], ['e', 'a'.repeat(64), '', alice.profile.pubkey], ['k', '20'], ['p', alice.profile.pubkey]],
  }),
  listing: storyEvent(1, {
    kind: 30402,
    content: 'Barely used, comes with a bell.',
    tags: [
      ['d', 'bike'],
      ['title', 'City bike'],
      ['price', '150', 'EUR'],
      ['summary', 'A good bike'],
      ['t', 'bikes'],
      ['t', 'a-very-long-category-name-here'],
      ['g', 'u33db'],
      ['location', 'Berlin, Kreuzberg, near the canal and the market'],
    ],
  }),
  satsListing: storyEvent(1, { kind: 30402, content: '', tags: [['d', 'x'], ['title', 'Sticker'], ['price', '2100', 'SATS']] }),
  channel: storyEvent(1, { kind: 40, content: JSON.stringify({ name: 'Bikes', about: 'All about bikes', picture: '' }) }),
  brokenChannel: storyEvent(1, { kind: 40, content: '{not json' }),
  highlight: storyEvent(1, { kind: 9802, content: 'The best way out is always through.', tags: [['r', 'https://example.com/poem']] }),
  deletion: storyEvent(1, { kind: 5, content: 'posted by mistake', tags: [['e', targetNote.id]] }),
  unknown: storyEvent(1, { kind: 31337, content: '<b>ignored</b>', tags: [['alt', 'A music track']] }),
  sensitive: storyEvent(1, { kind: 1, content: 'Spoiler: the butler did it.', tags: [['content-warning', 'spoilers']] }),
} satisfies Record<string, NostrEvent>;

/** Installs the offline core and puts the target note and profiles in its cache, so ids resolve. */
export async function seedStoryCore(): Promise<void> {
  installOfflineCore([alice.event, bob.event]);
  const core = getCore();
  core.events.save(targetNote);
  await core.events.flush();
}
