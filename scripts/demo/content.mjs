// Text builders for the demo dataset; every function takes the seeded PRNG helpers `r`.
import {
  NAMES, SURNAMES, HASHTAGS, TOPIC_NOUNS, OPENERS, CLOSERS, REPLIES, LINKS,
  ABOUT_SHORT, LONG_PARAGRAPHS, HOSTILE,
} from './words.mjs';

// The relay the data names (relay hints) and serves the avatars: DEMO_RELAY_HOST when a run puts it elsewhere
// (e2e), else the embedded relay of `npm start`; the committed copy uses the default.
const RELAY_HOST = process.env.DEMO_RELAY_HOST ?? '127.0.0.1:7777';
export const RELAY = `ws://${RELAY_HOST}/`;
export const ORIGIN = `http://${RELAY_HOST}`;
// The local zap server the demo's lightning addresses point at (DEMO_ZAP_HOST, else `npm start`'s).
const ZAP_HOST = process.env.DEMO_ZAP_HOST ?? '127.0.0.1:3339';

// mulberry32 PRNG plus helpers.
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = (arr) => arr[Math.floor(next() * arr.length)];
  const chance = (p) => next() < p;
  const shuffle = (arr) => {
    const out = [...arr];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  return { next, int, pick, chance, shuffle };
}

const cap = (s) => s[0].toUpperCase() + s.slice(1);

export function profileFor(i, r, namesDomain = '127.0.0.1') {
  const name = NAMES[i];
  const display = `${cap(name)} ${SURNAMES[i % SURNAMES.length]}`;
  const topics = r.shuffle(HASHTAGS).slice(0, 3);
  let about = `${r.pick(ABOUT_SHORT)} Into ${topics[0]}, ${topics[1]} and ${topics[2]}.`;
  if (i % 9 === 4) about += '\n\n' + r.shuffle(LONG_PARAGRAPHS).slice(0, 2).join('\n\n');
  if (i === 39) about += ' I write <b>HTML</b> in my bio <script>alert("bio")</script>';
  const p = { name, display_name: display, about, picture: `${ORIGIN}/avatars/${i}.svg` };
  if (i % 3 === 0) p.website = `https://example.com/~${name}`;
  if (i % 7 === 0) p.nip05 = `${name}@${namesDomain}`;
  if (i % 5 !== 3) p.lud16 = `${name}@${ZAP_HOST}`; // most demo users can be zapped; one in five has no address
  if (i % 4 === 1) p.banner = `${ORIGIN}/avatars/banner-${i}.svg`;
  return p;
}

// A top-level note about `tag`: returns { content, hashtags } (hashtags present as #tags in content).
export function noteText(tag, r) {
  const noun = r.pick(TOPIC_NOUNS[tag]);
  const other = r.pick(TOPIC_NOUNS[tag].filter((n) => n !== noun));
  const closer = r.pick(CLOSERS);
  const templates = [
    () => `${r.pick(OPENERS)} ${noun}. ${closer}`,
    () => `Question for everyone into ${tag}: ${noun} or ${other}? Asking for a friend.`,
    () => `${cap(noun)} is underrated. ${closer}`,
    () => `gm! ${r.pick(OPENERS)} ${noun} before breakfast.`,
    () => `Day ${r.int(2, 90)} of getting better at ${tag}. Today it was ${noun}, tomorrow ${other}.`,
    () => `Three things I liked this week: ${noun}, ${other}, and a long walk. ${closer}`,
    () => `If you only try one thing this month, make it ${noun}.`,
    () => `${r.pick(OPENERS)} ${noun}, and honestly ${other} too. ${closer}`,
  ];
  let content = r.pick(templates)().trim();
  const hashtags = [];
  if (r.chance(0.45)) {
    hashtags.push(tag);
    if (r.chance(0.25)) hashtags.push(r.pick(HASHTAGS.filter((h) => h !== tag)));
    content += ' ' + hashtags.map((h) => `#${h}`).join(' ');
  }
  if (r.chance(0.12)) content += `\n\n${r.pick(LINKS)}`;
  return { content, hashtags };
}

export function replyText(parentTag, r) {
  const base = r.pick(REPLIES);
  if (parentTag && r.chance(0.4)) return `${base} ${cap(r.pick(TOPIC_NOUNS[parentTag]))} is the best part.`;
  return base;
}

export function longText(r) {
  const paras = r.shuffle(LONG_PARAGRAPHS);
  return `Long post, grab a coffee.\n\n${paras.slice(0, 4).join('\n\n')}\n\nThanks for reading this far.`;
}

export const hostileText = (k) => HOSTILE[k % HOSTILE.length];

export const ARTICLE = {
  d: 'getting-started-with-the-demo-relay',
  title: 'Getting started with the demo relay',
  summary: 'A short tour of what lives on the local demo relay and how to explore it.',
  content: `# Getting started with the demo relay

This relay is seeded with a **deterministic** dataset: forty people, about a thousand notes,
reactions, reposts, one article (this one) and one market listing.

## What you can try

1. Open the global feed and scroll back through five days of notes.
2. Search for a topic such as *coffee* or *photography*.
3. Open a thread: about a quarter of the notes are replies.
4. Look at a profile and its follow list.

## Why a local relay?

Tests need data that does not change. Everything here is signed ahead of time, so
the same note always has the same id. ~~Random data~~ would make every run different.

## What is on the relay

| Kind | What it is | Roughly |
| --- | --- | ---: |
| 1 | Notes and replies | 1000 |
| 7 | Reactions | 600 |
| 30023 | This article | 1 |

Some words name several things (see https://en.wikipedia.org/wiki/Bitcoin_(disambiguation)).

> Relays are just servers that store signed events. Your key is your identity.

\`\`\`sh
node scripts/relay/main.mjs --port 7777
\`\`\`

Read more in the [NIPs repository](https://github.com/nostr-protocol/nips).

![Avatar](${ORIGIN}/avatars/1.svg)
`,
};

export const LISTING = {
  d: 'handmade-ceramic-mug',
  title: 'Handmade ceramic coffee mug',
  summary: 'Wheel-thrown stoneware mug, 350 ml, speckled glaze.',
  content: `Wheel-thrown stoneware mug with a speckled oatmeal glaze.

- Holds about 350 ml
- Dishwasher and microwave safe
- Each one is slightly different

Shipping within the EU, or pick up in Berlin.`,
  location: 'Berlin, Germany',
  geohash: 'u33dc0',
};
