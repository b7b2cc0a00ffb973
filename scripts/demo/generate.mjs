// Generates the deterministic demo fixture: node scripts/demo/generate.mjs [--base UNIX_SECONDS] [--out DIR]
// Writes fixture.jsonl.gz and fixture-summary.json to DIR (default scripts/demo/, the committed copy).
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { finalizeEvent, getPublicKey } from 'nostr-tools/pure';
import * as nip19 from 'nostr-tools/nip19';
import { HASHTAGS, EMOJI_REACTIONS, CITIES } from './words.mjs';
import {
  RELAY, rng, profileFor, noteText, replyText, longText, hostileText, ARTICLE, LISTING,
} from './content.mjs';
import { FIXTURE_URL, SUMMARY_URL } from './fixture.mjs';

const argBase = process.argv.indexOf('--base');
const BASE = argBase > 0 ? Number(process.argv[argBase + 1]) : 1795000000;
const argOut = process.argv.indexOf('--out');
const OUT_DIR = argOut > 0 ? pathToFileURL(resolve(process.argv[argOut + 1]) + '/') : null;
// The host (and port) that serves the demo's NIP-05 names: `npm start` and e2e pass the shell's, which answers
// /.well-known/nostr.json; the committed copy keeps 127.0.0.1.
const argNames = process.argv.indexOf('--names-domain');
const NAMES_DOMAIN = argNames > 0 ? process.argv[argNames + 1] : undefined;
const outFile = (url) => (OUT_DIR ? new URL(url.pathname.split('/').pop(), OUT_DIR) : url);
const DAY = 86400;
const START = BASE - 5 * DAY;
const N_USERS = 40;
const N_NOTES = 1000; // kind-1 notes including the geo note and the welcome note
const N_REACTIONS = 600;
const N_REPOSTS = 100;

const r = rng(0xdecaf);
const t0 = performance.now();
const users = Array.from({ length: N_USERS }, (_, i) => {
  const sk = createHash('sha256').update(`nostr-demo-user-${i}`).digest();
  const pubkey = getPublicKey(sk);
  return { index: i, sk, pubkey, npub: nip19.npubEncode(pubkey) };
});
const events = [];
// BIP-340 aux randomness is zeroed while signing, so signatures (and reposts that embed them)
// are reproducible; these demo keys are public anyway.
const sign = (u, kind, created_at, tags, content) => {
  globalThis.crypto.getRandomValues = (arr) => arr.fill(0);
  let ev;
  try {
    ev = finalizeEvent({ kind, created_at, tags, content }, u.sk);
  } finally {
    delete globalThis.crypto.getRandomValues; // back to the prototype's real CSPRNG
  }
  events.push(ev);
  return ev;
};

// Profiles, follow lists, relay lists.
for (const u of users) {
  const profile = profileFor(u.index, r, NAMES_DOMAIN);
  u.name = profile.name;
  if (profile.nip05) u.nip05 = profile.nip05;
  sign(u, 0, START + u.index, [], JSON.stringify(profile));
}
for (const u of users) {
  const others = r.shuffle(users.filter((o) => o !== u)).slice(0, r.int(5, 25));
  sign(u, 3, START + 100 + u.index, others.map((o) => ['p', o.pubkey, RELAY, o.name]), '');
  if (u.index % 8 === 0) sign(u, 10002, START + 200 + u.index, [['r', RELAY]], '');
}

// Kind-1 notes in time order, so a reply always comes after its parent.
const authorIndex = () => Math.floor(N_USERS * r.next() ** 1.5); // low indexes post more
const times = Array.from({ length: N_NOTES - 2 }, () => r.int(START + 600, BASE - 120)).sort((a, b) => a - b);
const notes = []; // { ev, tag, root }
const longAt = new Set([50, 300, 555, 720, 910]);
const hostileAt = [120, 400, 640, 800, 960]; // one of each HOSTILE sample
const geoAt = 777;
let geoNote;
times.forEach((created_at, k) => {
  const u = users[authorIndex()];
  const tags = [];
  let content;
  let tag = r.pick(HASHTAGS);
  let root = null;
  if (k === geoAt) {
    const city = CITIES[0];
    content = `Sunny afternoon walk through ${city.name}, the light on the river was perfect. #photography`;
    tags.push(['t', 'photography'], ['g', city.geohash]);
    tag = 'photography';
  } else if (longAt.has(k)) {
    content = longText(r);
  } else if (hostileAt.includes(k)) {
    content = hostileText(hostileAt.indexOf(k));
  } else if (notes.length > 10 && r.chance(0.25)) {
    const parent = notes[notes.length - 1 - Math.floor(r.next() ** 2 * Math.min(120, notes.length))];
    root = parent.root ?? parent;
    tag = parent.tag;
    content = replyText(tag, r);
    tags.push(['e', root.ev.id, RELAY, 'root', root.ev.pubkey]);
    if (parent !== root) tags.push(['e', parent.ev.id, RELAY, 'reply', parent.ev.pubkey]);
    const ps = new Set([parent.ev.pubkey, ...parent.ev.tags.filter((t) => t[0] === 'p').map((t) => t[1])]);
    ps.delete(u.pubkey);
    for (const p of ps) tags.push(['p', p]);
  } else {
    const text = noteText(tag, r);
    content = text.content;
    for (const h of text.hashtags) tags.push(['t', h]);
    if (r.chance(0.08)) {
      const friend = r.pick(users.filter((o) => o !== u));
      content += `\n\nShoutout to nostr:${friend.npub} for the tip.`;
      tags.push(['p', friend.pubkey]);
    } else if (notes.length > 20 && r.chance(0.04)) {
      const quoted = r.pick(notes.slice(-50)).ev;
      const nevent = nip19.neventEncode({ id: quoted.id, relays: [RELAY], author: quoted.pubkey });
      content += `\n\nnostr:${nevent}`;
      tags.push(['q', quoted.id, RELAY, quoted.pubkey]);
    }
  }
  const ev = sign(u, 1, created_at, tags, content);
  notes.push({ ev, tag, root });
  if (k === geoAt) geoNote = ev;
});

// Reactions and reposts, always after the note and before BASE.
const after = (ev, maxSec) => Math.min(BASE - 1, ev.created_at + r.int(30, maxSec));
const seenReaction = new Set();
for (let n = 0; n < N_REACTIONS; ) {
  const target = notes[Math.floor(notes.length * (1 - r.next() ** 2))].ev; // favour recent notes
  const u = users[authorIndex()];
  const key = u.pubkey + target.id;
  if (u.pubkey === target.pubkey || seenReaction.has(key)) continue;
  seenReaction.add(key);
  const content = r.chance(0.8) ? '+' : r.pick(EMOJI_REACTIONS);
  sign(u, 7, after(target, 8 * 3600), [['e', target.id, RELAY, target.pubkey], ['p', target.pubkey], ['k', '1']], content);
  n++;
}
const topLevel = notes.filter((n) => !n.root).map((n) => n.ev);
const reposted = new Set();
for (let n = 0; n < N_REPOSTS; ) {
  const target = r.pick(topLevel);
  const u = users[authorIndex()];
  if (u.pubkey === target.pubkey || reposted.has(u.pubkey + target.id)) continue;
  reposted.add(u.pubkey + target.id);
  sign(u, 6, after(target, 12 * 3600), [['e', target.id, RELAY], ['p', target.pubkey]], JSON.stringify(target));
  n++;
}

// Long-form article (user 1), market listing (user 2), welcome note + pin list (user 0).
const articleAt = BASE - 2 * DAY;
const article = sign(users[1], 30023, articleAt, [
  ['d', ARTICLE.d], ['title', ARTICLE.title], ['summary', ARTICLE.summary],
  ['published_at', String(articleAt)], ['image', 'http://127.0.0.1:7777/avatars/banner-1.svg'],
  ['t', 'nostr'], ['t', 'opensource'],
], ARTICLE.content);
const listingAt = BASE - DAY;
const listing = sign(users[2], 30402, listingAt, [
  ['d', LISTING.d], ['title', LISTING.title], ['summary', LISTING.summary],
  ['published_at', String(listingAt)], ['price', '25', 'USD'], ['location', LISTING.location],
  ['g', LISTING.geohash], ['t', 'coffee'], ['t', 'art'], ['image', 'http://127.0.0.1:7777/avatars/2.svg'],
], LISTING.content);
const welcome = sign(users[0], 1, BASE, [], 'Welcome to the demo relay');
sign(users[0], 10001, BASE - 60, [['e', welcome.id, RELAY]], '');

// Write fixture (sorted by created_at, then id, for a stable file) and summary.
events.sort((a, b) => a.created_at - b.created_at || (a.id < b.id ? -1 : 1));
const gz = gzipSync(events.map((e) => JSON.stringify(e)).join('\n') + '\n', { level: 9 });
if (OUT_DIR) mkdirSync(OUT_DIR, { recursive: true });
writeFileSync(outFile(FIXTURE_URL), gz);
const counts = {};
for (const e of events) counts[e.kind] = (counts[e.kind] ?? 0) + 1;
const naddr = (ev, d) => nip19.naddrEncode({ kind: ev.kind, pubkey: ev.pubkey, identifier: d, relays: [RELAY] });
const summary = {
  base: BASE,
  relay: RELAY,
  users: users.map((u) => ({ index: u.index, pubkey: u.pubkey, npub: u.npub, name: u.name })),
  welcomeNoteId: welcome.id,
  welcomeNote: nip19.neventEncode({ id: welcome.id, relays: [RELAY], author: welcome.pubkey, kind: 1 }),
  welcomeNote1: nip19.noteEncode(welcome.id),
  articleId: article.id,
  articleNaddr: naddr(article, ARTICLE.d),
  marketId: listing.id,
  marketNaddr: naddr(listing, LISTING.d),
  geoNoteId: geoNote.id,
  geohash: 'u33dc0',
  hashtags: HASHTAGS,
  counts,
  total: events.length,
  // name → pubkey of the NIP-05 names, as /.well-known/nostr.json serves them (only with --names-domain)
  ...(NAMES_DOMAIN && { nip05Names: Object.fromEntries(users.filter((u) => u.nip05).map((u) => [u.nip05.split('@')[0], u.pubkey])) }),
};
writeFileSync(outFile(SUMMARY_URL), JSON.stringify(summary, null, 2) + '\n');
const secs = ((performance.now() - t0) / 1000).toFixed(1);
console.log(`wrote ${events.length} events (${(gz.length / 1024).toFixed(0)} KiB gz) in ${secs}s`, counts);
