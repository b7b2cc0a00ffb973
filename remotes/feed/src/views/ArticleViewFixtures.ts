import { storyEvent } from '../../../../storybook/preset/story-events';

/** Story articles: a markdown-like one and the author's other articles (story key 1 = Alice). */
const ALICE = 1;

const article = (identifier: string, title: string, content: string, minutesAgo: number) =>
  storyEvent(ALICE, { kind: 30023, tags: [['d', identifier], ['title', title]], content, minutesAgo });

export const markdownArticle = article(
  'markdown-guide',
  'Relays in five steps',
  [
    'An introduction with **bold** words and a [link](https://example.com/guide).',
    '',
    '## Before you start',
    '- a small VPS',
    '- a domain name',
    '',
    '### Steps',
    '1. install the relay',
    '2. put TLS in front',
    '',
    '> Keep backups. #relays',
    '',
    '```',
    '<script>alert("not run")</script>',
    '```',
    '',
    '---',
    'The end.',
  ].join('\n'),
  30,
);

/** Five other articles by the same author, newest first. */
export const otherAliceArticles = Array.from({ length: 5 }, (_, i) =>
  article(`other-${i + 1}`, `Other article ${i + 1}`, 'Text', 60 * (i + 1)),
);
