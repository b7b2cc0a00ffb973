// Opening a conversation of 1,000 messages from the local database, production build, system Chromium. A fresh user
// signs in, opens /chats once (the app creates its chat database `chat-<pubkey>`), then 1,000 message rows and their
// session row are written straight into that IndexedDB database (raw IndexedDB, in the page: the app's Dexie instance
// is not global). Each run is a cold open: a full load of /chats (fresh JS heap, the chat database opened anew, the
// conversation never shown in this page yet), the network left to go quiet, then a click on the conversation's row in
// the list. Timed on the page's clock from the click event to the frame that shows the newest message in the log:
// a MutationObserver sees its text arrive, then requestAnimationFrame and a MessageChannel task (after that frame's
// paint). One warm-up open first (not counted) fills the HTTP cache. Prints figures against the goal; asserts nothing.
// Usage: node bench/chat-open.mjs [--runs <n>] [--messages <n>]   (needs `npm run build`)
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { npubEncode } from 'nostr-tools/nip19';
import { generateSecretKey, getPublicKey } from 'nostr-tools/pure';
import { startApp } from '../e2e/support/app-harness.mjs';
import { VIEWPORT, benchPorts, launchChromium, networkQuiet, requireBuild, trackInflight } from './page-load.mjs';
import { percentile } from './route-change.mjs';

/** The issue's goal: a conversation of 1,000 messages paints within 150 ms from the local database. */
const GOAL_MS = 150;
/** One message every 30 s, as the issue's conversation. */
const MESSAGE_INTERVAL_S = 30;

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '7' }, messages: { type: 'string', default: '1000' } } });
const RUNS = Number(args.runs);
const MESSAGE_COUNT = Number(args.messages);

requireBuild();

const ACTIVE = '[data-history-entry][data-active="true"]';
const PANE = `${ACTIVE} [data-testid="conversation"]`;
const LOG = `${PANE} [role="log"][aria-label="Messages"]`;
const ROW = `${ACTIVE} [data-testid="chat-row"]`;

const hexOf = (bytes) => Buffer.from(bytes).toString('hex');
const randomHex = () => hexOf(generateSecretKey());

const WORDS = 'the relay kept every note we sent last night so tomorrow I will check again whether the wallet paid that zap and maybe we meet for coffee after lunch'.split(' ');
/** A message of varied length: a word or two up to a few lines, now and then several paragraphs. */
function contentOf(i) {
  const words = i % 17 === 0 ? 120 : 1 + ((i * 7919) % 41);
  const text = Array.from({ length: words }, (_, w) => WORDS[(i + w * 3) % WORDS.length]).join(' ');
  return i % 23 === 0 ? text.replace(/ so /g, '.\n\nSo ') : text;
}

/** The conversation's rows: `count` messages alternating between the peer and the user, one every 30 s up to now. */
function conversationRows(me, peer, count) {
  const end = Math.floor(Date.now() / 1000) - 60;
  const messages = Array.from({ length: count }, (_, i) => ({
    id: randomHex(),
    sessionId: peer,
    author: i % 2 === 0 ? peer : me,
    kind: 14,
    content: contentOf(i),
    createdAt: end - (count - 1 - i) * MESSAGE_INTERVAL_S,
    protocol: 'nip17',
    reactions: {},
  }));
  const newest = messages.at(-1);
  newest.content = `newest message ${randomHex().slice(0, 12)}`;
  const lastIncoming = messages.findLast((message) => message.author === peer);
  const session = { id: peer, participants: [peer], lastMessageAt: newest.createdAt, lastMessageId: newest.id, lastIncomingAt: lastIncoming.createdAt, lastSeen: newest.createdAt, accepted: true };
  return { messages, session, marker: newest.content };
}

/** In the page: writes the rows into the app's chat database with raw IndexedDB (no version: the app's schema stays). */
function writeRows({ name, messages, session }) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(name);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const stores = [...db.objectStoreNames];
      if (!stores.includes('messages') || !stores.includes('sessions')) return reject(new Error(`${name} has no chat schema: ${stores.join(', ')}`));
      const tx = db.transaction(['messages', 'sessions'], 'readwrite');
      for (const message of messages) tx.objectStore('messages').put(message);
      tx.objectStore('sessions').put(session);
      tx.oncomplete = () => (db.close(), resolve(messages.length));
      tx.onerror = () => (db.close(), reject(tx.error));
    };
  });
}

/** Signs in through the real dialog with a private key (as e2e/support/sign-in.ts signInWithKey). */
async function signInWithKey(page, key) {
  await page.getByRole('button', { name: 'Sign up' }).filter({ visible: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Private key' }).click();
  await dialog.getByLabel('Private key (nsec or hex)').fill(key);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByTestId('account').filter({ visible: true }).waitFor();
}

/**
 * In the page: arms the measurement of the next click. Records the click's time (event clock = performance clock),
 * when the log first holds the newest message (DOM), and when the frame showing it was painted (the task after that
 * frame's requestAnimationFrame).
 */
function armOpen({ pane, log, marker }) {
  const times = (window.__chatOpen = {});
  document.addEventListener('click', (event) => (times.click = event.timeStamp), { capture: true, once: true });
  const holdsNewest = () => document.querySelector(log)?.lastElementChild?.textContent.includes(marker);
  const observer = new MutationObserver(() => {
    if (times.click === undefined) return;
    if (times.pane === undefined && document.querySelector(pane)) times.pane = performance.now();
    if (!holdsNewest()) return;
    observer.disconnect();
    times.dom = performance.now();
    requestAnimationFrame(() => {
      times.frame = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        times.painted = performance.now();
        const element = document.querySelector(log);
        times.mounted = element.querySelectorAll('[data-testid="chat-message"]').length;
        times.groups = element.querySelectorAll('[data-testid="message-group"]').length;
        times.atBottom = element.scrollHeight - element.scrollTop - element.clientHeight <= 2;
      };
      channel.port2.postMessage(0);
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** One cold open: a full load of /chats, the network quiet, a click on the conversation's row; times from the click. */
async function openOnce(page, url, marker) {
  const inflight = trackInflight(page);
  await page.goto(url + '/chats');
  await page.locator(ROW).first().waitFor({ timeout: 30_000 });
  await networkQuiet(page, inflight);
  await page.evaluate(armOpen, { pane: PANE, log: LOG, marker });
  await page.locator(ROW).first().click();
  await page.waitForFunction(() => window.__chatOpen?.painted !== undefined, undefined, { timeout: 30_000, polling: 50 });
  const times = await page.evaluate(() => window.__chatOpen);
  return { pane: times.pane - times.click, dom: times.dom - times.click, painted: times.painted - times.click, mounted: times.mounted, groups: times.groups, atBottom: times.atBottom };
}

const app = await startApp(benchPorts({ basePort: 25080, relayPort: 25777 }));
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const secretKey = generateSecretKey();
  const me = getPublicKey(secretKey);
  const peer = getPublicKey(generateSecretKey());
  await page.goto(app.url + '/');
  await signInWithKey(page, hexOf(secretKey));
  await page.goto(app.url + '/chats');
  await page.locator(ACTIVE).getByText('No chats yet').first().waitFor({ timeout: 30_000 });
  const name = `chat-${me}`;
  await page.waitForFunction(async (name) => (await indexedDB.databases()).some((db) => db.name === name), name, { timeout: 30_000, polling: 100 });
  const rows = conversationRows(me, peer, MESSAGE_COUNT);
  const written = await page.evaluate(writeRows, { name, messages: rows.messages, session: rows.session });

  const warmUp = await openOnce(page, app.url, rows.marker);
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await openOnce(page, app.url, rows.marker));
  await context.close();

  const painted = runs.map((run) => Math.round(run.painted));
  const dom = runs.map((run) => Math.round(run.dom));
  const pane = runs.map((run) => Math.round(run.pane));
  const median = percentile(painted, 50);
  const p90 = percentile(painted, 90);
  const mounted = [...new Set(runs.map((run) => run.mounted))];
  const virtualised = Math.max(...mounted) < written;
  console.log(`open a conversation of ${written} messages from the local database (peer ${npubEncode(peer).slice(0, 16)}…), production build, Chromium ${VIEWPORT.width}×${VIEWPORT.height} (load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores):`);
  console.log(`  navigation: a click on the conversation's row in /chats, each run after a full load of /chats (${RUNS} runs, 1 warm-up not counted: ${Math.round(warmUp.painted)} ms)`);
  console.log(`  click → newest message painted  median ${median} ms, p90 ${p90} ms of [${painted.join(', ')}]  (goal ≤ ${GOAL_MS} ms: ${median <= GOAL_MS ? '✓' : '✗'} median, ${p90 <= GOAL_MS ? '✓' : '✗'} p90)`);
  console.log(`  on the way: conversation pane in DOM median ${percentile(pane, 50)} ms, newest message in DOM median ${percentile(dom, 50)} ms (p90 ${percentile(pane, 90)}, ${percentile(dom, 90)} ms)`);
  console.log(`  message elements mounted        ${mounted.join(' / ')} of ${written} in ${runs[0].groups} groups: ${virtualised ? 'virtualised' : `every message is in the DOM${written >= 100 ? ' (the list is not virtualised)' : ''}`}; newest scrolled into view: ${runs.every((run) => run.atBottom) ? 'yes' : 'not in every run'}`);
} finally {
  await browser.close();
  await app.close();
}
