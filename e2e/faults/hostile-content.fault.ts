// Issue 24 point 5: the XSS corpus in every rendered field, published through the real relay and opened in real
// Chromium under the app's CSP; nothing may run, be blocked, reach the DOM as a dangerous URL, or break the layout.
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { naddrEncode, npubEncode } from 'nostr-tools/nip19';
import { activePage } from '../support/notes';
import { publishAll, testUser } from '../support/relay-client';
import { signInWithKey } from '../support/sign-in';
import { hostileNwcWallet, tokenNote, tokensWithMemos, zapWithHostileComments } from './hostile-money';
import { expectNothingHostile, installHostileProbes, navigateInApp, resetLongTasks, tripWireFindings } from './hostile-probes';
import { MARKET_CATEGORY, ZAP_NAME, eventPath, publishHostileWorld, type HostileWorld } from './hostile-world';
import { checked, expect, test } from './scenario';
import { XSS_CORPUS } from './xss-corpus';

test.describe.configure({ mode: 'serial' });

const CASES = XSS_CORPUS.length;
const me = testUser();
let context: BrowserContext;
let page: Page;
let world: HostileWorld;
let policy: string;
let nwcWallet: { close(): Promise<void> } | undefined;

const focused = () => activePage(page).getByTestId('thread-focus').getByTestId('note-card').first();

/** Opens `path` in the running app, waits for `ready` to hold `count` elements, then checks the page. */
async function visit(path: string, where: string, ready: () => Locator, count = 1) {
  await navigateInApp(page, path);
  await expect(ready()).toHaveCount(count, { timeout: 15_000 });
  return expectNothingHostile(page, where);
}

test.beforeAll(async ({ browser, app }) => {
  test.setTimeout(120_000);
  world = await publishHostileWorld(app, me);
  context = await browser.newContext({ baseURL: app.url });
  page = await context.newPage();
  policy = await installHostileProbes(page, app.url);
  await page.goto('/');
  await signInWithKey(page, me.hex);
});

test.afterAll(async () => {
  await context?.close();
  await nwcWallet?.close();
  await world?.infoRelay.close();
});

test('the probes see each thing they look for (a page built to trip every one)', async ({ browser, app }) => {
  const findings = await tripWireFindings(browser, app.url);
  expect(findings).toMatchObject({ xss: 'selftest', dialogs: ['alert(selftest)'], violations: [expect.stringMatching(/^img-src/)], landmarks: ['main at 8…58'] });
  expect([findings.dangerousUrls, findings.cssInjections, findings.bidiLeaks].map((found) => found.length)).toEqual([2, 1, 1]); // the link and the inline script
  expect(findings.overflowPx).toBeGreaterThan(1000);
  checked('a payload run, a dialog, a CSP violation, a javascript: link, CSS injection, overflow, a bidi leak, a squeezed landmark');
});

test('notes and their authors’ names and pictures, in a thread', async () => {
  const findings = await visit(eventPath(world.threadRoot), 'thread', () => activePage(page).getByTestId('note-card'), CASES + 1);
  checked(`${CASES} cases × note text, name, display_name, picture; under ${policy}; longest task ${Math.round(findings.longestTaskMs)} ms`);
});

test('profile pages: name, display_name, about, website, nip05, lud16, picture, banner', async () => {
  test.setTimeout(120_000); // 49 pages
  let checking = 0;
  const started = Date.now();
  for (const { case: entry, user } of world.authors) {
    await navigateInApp(page, `/${npubEncode(user.pubkey)}`);
    await expect(activePage(page).getByTestId('profile-header').getByRole('heading', { level: 1 })).not.toHaveText(/^npub1/);
    const before = Date.now();
    await expectNothingHostile(page, `profile ${entry.id}`);
    checking += Date.now() - before;
  }
  checked(`${CASES} profiles × 8 fields; ${Date.now() - started} ms (${checking} ms checking)`);
});

test('articles: title, summary, image and markdown as cards, and every case in one article page', async () => {
  await visit(eventPath(world.notes.articles), 'article cards', () => focused().getByTestId('article'), CASES);
  const naddr = naddrEncode({ kind: 30023, pubkey: world.combined.pubkey, identifier: 'hostile-all' });
  await visit(`/${naddr}`, 'article page', () => activePage(page).getByTestId('article-body'));
  checked(`${CASES} articles × 4 fields; 1 article of ${CASES} markdown sections`);
});

test('market listings: title, summary, price, image, location, text', async () => {
  await visit(eventPath(world.notes.listings), 'listing cards', () => focused().getByTestId('listing'), CASES);
  await navigateInApp(page, `/m/${MARKET_CATEGORY}`);
  await expect(activePage(page).getByTestId('listing').first()).toBeVisible();
  await expectNothingHostile(page, 'market category');
  checked(`${CASES} listings × 6 fields, as cards and on the market page`);
});

test('public channels (NIP-28): metadata in cards, the joined list and a channel page with every case as a message', async () => {
  await visit(eventPath(world.notes.channels), 'channel cards', () => focused().getByTestId('channel'), CASES);
  await navigateInApp(page, '/chats');
  await expect(activePage(page).getByTestId('channel-row')).toHaveCount(CASES);
  await expectNothingHostile(page, 'channel list');
  // Every author's case, and the owner's own message from its channel's set-up.
  await visit(`/chats/${world.mainChannel.id}`, 'channel page', () => activePage(page).getByTestId('channel-message'), CASES + 1);
  checked(`${CASES} channels × name, about, picture (kinds 40, 41) as cards and joined rows; ${CASES + 1} messages`);
});

test('private messages (NIP-17): a chat from each author, and one conversation of every case', async () => {
  await navigateInApp(page, '/chats');
  await expect(activePage(page).getByTestId('chat-row')).toHaveCount(CASES);
  await expectNothingHostile(page, 'chat list');
  await activePage(page).getByTestId('chat-row').filter({ hasText: `__xss='${world.authors[0].case.id}'` }).click();
  const log = activePage(page).getByTestId('conversation').getByRole('log', { name: 'Messages' });
  await expect(log.getByTestId('chat-message')).toHaveCount(CASES + 1);
  await expectNothingHostile(page, 'conversation');
  checked(`${CASES} senders (name, picture, subject, preview); ${CASES + 1} messages`);
});

test('relay pages: a hostile NIP-11 document per case', async () => {
  test.setTimeout(120_000); // 49 pages
  for (const [index, entry] of XSS_CORPUS.entries()) {
    const relayUrl = `${world.infoRelay.url}/${index}`;
    await navigateInApp(page, `/relay/${encodeURIComponent(relayUrl)}`);
    await expect(activePage(page).locator('dt', { hasText: 'Software' })).toBeVisible();
    await expect.poll(() => world.infoRelay.infoRequests.get(`/${index}`)).toBeGreaterThan(0);
    await expectNothingHostile(page, `relay ${entry.id}`);
  }
  checked(`${CASES} NIP-11 documents × 9 fields`);
});

test('zap comments: on the note, in its zaps list and in notifications', async ({ app }) => {
  const commentMax = await zapWithHostileComments(app, ZAP_NAME, world.zapped, world.authors);
  await expect.poll(() => app.zaps.receipts().filter((receipt: { tags: string[][] }) => receipt.tags.some((tag) => tag[1] === world.zapped.id)).length).toBe(CASES);
  await visit(eventPath(world.zapped), 'zapped note', () => focused().getByTestId('zaps-bar'));
  await focused().getByTestId('zaps-bar').getByRole('button').first().click();
  await expect(page.getByRole('dialog').getByText(/^⚡ \S+ · /)).toHaveCount(CASES); // each comment, as text
  await expectNothingHostile(page, 'zaps dialog');
  await page.keyboard.press('Escape');
  await page.goto('/notifications'); // a fresh start reads the receipts from the relay
  await expect(activePage(page).getByText(/zapped/).first()).toBeVisible();
  await expectNothingHostile(page, 'notifications');
  checked(`${CASES} zap receipts, comments of up to ${commentMax} chars (the relay's 1,024-char description tag)`);
});

test('Cashu token memos in token cards', async ({ app }) => {
  const tokens = await tokensWithMemos(app.mintUrl, XSS_CORPUS.map((entry) => entry.payload));
  const note = tokenNote(testUser(), tokens);
  await publishAll(app.relayUrl, [note]);
  await navigateInApp(page, eventPath(note));
  // 49 tokens with their memos are more text than a note shows at first.
  await focused().getByRole('button', { name: /^Show the whole text/ }).click();
  await expect(focused().getByTestId('cashu-token-card')).toHaveCount(CASES);
  await expect(focused().getByText('Decoding token...')).toHaveCount(0);
  await expectNothingHostile(page, 'decoded token cards');
  checked(`${CASES} token cards, memos of up to 1,000 chars`);
});

test('NWC wallet info: a hostile alias names the connection', async ({ app }) => {
  const alias = XSS_CORPUS.map((entry) => entry.payload.slice(0, 2000)).join(' ');
  const wallet = await hostileNwcWallet(app.relayUrl, app.ledger, alias);
  await navigateInApp(page, '/wallet');
  await activePage(page).getByRole('radio', { name: 'Nostr Wallet Connect' }).check();
  const form = activePage(page).getByRole('form', { name: 'Add NWC connection' });
  await form.getByLabel('Connection string').fill(wallet.uri);
  await form.getByRole('button', { name: 'Connect', exact: true }).click();
  // Named by the alias's first 60 characters (the name field's own limit), as text.
  await expect(form.getByRole('status')).toHaveText(`Connected ${[...alias].slice(0, 60).join('').trim()}`);
  await expectNothingHostile(page, 'NWC connection');
  nwcWallet = wallet;
  checked(`an alias of all ${CASES} cases (${alias.length} chars), shown as its first 60`);
});

test('file names of encrypted files (imeta name)', async () => {
  await visit(eventPath(world.notes.files), 'file names', () => focused().getByTestId('encrypted-file'), CASES);
  checked(`${CASES} file names`);
});

const OVERSIZED = [
  { name: 'a 1 MB note', key: 'megabyte', shows: 'lorem ipsum https://example.com/path' },
  { name: 'a note with 10,000 tags', key: 'manyTags', shows: 'A note with 10,000 tags' },
] as const;

for (const { name, key, shows } of OVERSIZED) {
  test(`${name} renders without freezing the page`, async () => {
    await resetLongTasks(page);
    const started = Date.now();
    const findings = await visit(eventPath(world.oversized[key], [`${world.infoRelay.url}/`]), name, () => focused().getByText(shows).first());
    expect(findings.longestTaskMs).toBeLessThan(1_000);
    checked(`shown in ${Date.now() - started} ms; longest task ${Math.round(findings.longestTaskMs)} ms${await wholeTextFigures(name)}`);
  });
}

/** When the note's text was cut: opens the whole of it, checks the page again, and says how long that took. */
async function wholeTextFigures(name: string): Promise<string> {
  const showWhole = focused().getByRole('button', { name: /^Show the whole text/ });
  if (!(await showWhole.count())) return '';
  await resetLongTasks(page);
  const started = Date.now();
  await showWhole.click();
  await expect(showWhole).toHaveCount(0);
  const findings = await expectNothingHostile(page, `${name}, whole text`);
  return `; whole text on demand in ${Date.now() - started} ms, longest task ${Math.round(findings.longestTaskMs)} ms`;
}
