import { npubEncode } from '@app/core';
import { storyEvent } from '../../../../storybook/preset/story-events';
import { bob } from '../stories/fixtures';

/** Story articles: a rich markdown one and the author's other articles (story key 1 = Alice). */
const ALICE = 1;

/** The app's icon, served under /app by the feed's Storybook and story tests (.storybook/main.ts), so it loads offline. */
export const STORY_IMAGE = new URL('app/favicon.svg', document.baseURI).href;

export const WIKI_LINK = 'https://en.wikipedia.org/wiki/Bitcoin_(disambiguation)';

const article = (identifier: string, title: string, content: string, minutesAgo: number, tags: string[][] = []) =>
  storyEvent(ALICE, { kind: 30023, tags: [['d', identifier], ['title', title], ...tags], content, minutesAgo });

export const markdownArticle = article(
  'markdown-guide',
  'Relays in five steps',
  [
    'An introduction with **bold**, *emphasised* and ~~struck~~ words, a [link](https://example.com/guide)',
    `and a bare one (see ${WIKI_LINK}). Thanks nostr:${npubEncode(bob.event.pubkey)}!`,
    '',
    '## Before you start',
    '- a small VPS',
    '- a domain name',
    '',
    '### Costs',
    '| Item | Per month |',
    '| --- | ---: |',
    '| VPS | 5 € |',
    '| Domain | 1 € |',
    '',
    `![A relay rack](${STORY_IMAGE})`,
    '',
    '1. install the relay',
    '2. put TLS in front',
    '',
    '> Keep backups. #relays',
    '',
    '```',
    '<script>alert("not run")</script>',
    '```',
    '',
    '<img src=x onerror=alert(1)> [bad](javascript:alert(1))',
    '',
    '---',
    'The end.',
  ].join('\n'),
  30,
  [['image', STORY_IMAGE], ['published_at', String(Math.floor(Date.now() / 1000) - 3 * 86400)]],
);

export const emptyArticle = article('empty', 'Nothing written yet', '', 10);

/** Five other articles by the same author, newest first. */
export const otherAliceArticles = Array.from({ length: 5 }, (_, i) =>
  article(`other-${i + 1}`, `Other article ${i + 1}`, 'Text', 60 * (i + 1)),
);
