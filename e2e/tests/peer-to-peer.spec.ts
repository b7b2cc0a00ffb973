import type { Browser, Page } from '@playwright/test';
import { npubEncode } from 'nostr-tools/nip19';
import { expect, test } from '../support/fixtures';
import { activePage, composer, focusedCard, noteText } from '../support/notes';
// @ts-expect-error plain ESM helper without types
import { startRelay } from '../../scripts/relay/server.mjs';
import { publishAll, testUser } from '../support/relay-client';
import { signInWithKey } from '../support/sign-in';

type User = ReturnType<typeof testUser>;
const RELAY_PORT = Number(process.env.E2E_RELAY_PORT ?? 17777) + 32;

/** Users on a relay of their own (stopped mid-test), `friends` following each other. */
async function peerRelay(names: string[]) {
  const relay = await startRelay({ port: RELAY_PORT, dbPath: ':memory:', seed: false, log: () => {} });
  const users = names.map(() => testUser());
  await publishAll(relay.url, users.map((user, index) => user.sign({ kind: 0, content: JSON.stringify({ name: names[index] }) })));
  return { relay, users };
}

const follows = (user: User, ...others: User[]) => user.sign({ kind: 3, tags: others.map((other) => ['p', other.pubkey]) });

/** A browser signed in as `user` with peer-to-peer switched on in the settings (STUN servers cleared: host candidates suffice here). */
async function peerBrowser(browser: Browser, baseURL: string, user: User): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto('/settings/p2p');
  await signInWithKey(page, user.hex);
  const settings = activePage(page);
  await settings.getByLabel('STUN/TURN servers').fill('');
  await settings.getByRole('switch', { name: 'Peer-to-peer connections' }).click();
  await expect(settings.getByText(/This browser is/)).toBeVisible();
  return page;
}

/** Moves inside the app as a link would: a reload would end the page's peer connections (and its session id). */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    // The state react-router keeps in each entry: the next index makes the popstate a move forward.
    const index = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
}

const peerList = (page: Page) => activePage(page).getByRole('list', { name: 'Peers' });
const connectedPeer = (page: Page, other: User) => peerList(page).getByRole('listitem').filter({ hasText: other.pubkey.slice(0, 8) }).filter({ hasText: 'connected' });
const prompt = (page: Page, name: string) => page.getByRole('dialog', { name: `WebRTC connect with ${name}?` });

/** The prompt shows in the browser that answers the offer; which one that is depends on the session ids. */
async function acceptPrompt(pages: Array<[Page, string]>) {
  await expect.poll(async () => (await Promise.all(pages.map(([page, name]) => prompt(page, name).isVisible()))).some(Boolean), { timeout: 30_000 }).toBe(true);
  for (const [page, name] of pages) if (await prompt(page, name).isVisible()) await prompt(page, name).getByRole('button', { name: 'Connect' }).click();
}

test('two mutual follows connect after the prompt, and a note reaches the other through the peer while the relay is stopped', async ({ app, browser }) => {
  test.setTimeout(120_000);
  const { relay, users } = await peerRelay(['ana', 'ben']);
  const [ana, ben] = users;
  await publishAll(relay.url, [follows(ana, ben), follows(ben, ana)]);
  const original = app.readConfig();
  app.writeConfig({ ...original, relays: [`${relay.url}/`] });
  try {
    const anaPage = await peerBrowser(browser, app.url, ana);
    const benPage = await peerBrowser(browser, app.url, ben);
    await acceptPrompt([[anaPage, 'ben'], [benPage, 'ana']]);
    await expect(connectedPeer(anaPage, ben)).toBeVisible({ timeout: 30_000 });
    await expect(connectedPeer(benPage, ana)).toBeVisible();

    await navigate(anaPage, '/new');
    await relay.close();
    await noteText(anaPage).fill('Hello over WebRTC, no relay in between');
    await composer(anaPage).getByRole('button', { name: 'Post' }).click();
    // Ana's note opens for her with no relay (kept locally); ben reads it from ana's browser.
    await expect(focusedCard(anaPage)).toContainText('Hello over WebRTC, no relay in between');
    await navigate(benPage, `/${npubEncode(ana.pubkey)}`);
    await expect(activePage(benPage).getByTestId('note-card').filter({ hasText: 'Hello over WebRTC, no relay in between' })).toBeVisible();

    await navigate(benPage, '/settings/p2p');
    const stats = activePage(benPage).getByRole('definition').nth(1);
    await expect(stats).not.toHaveText('0');
    await expect(connectedPeer(benPage, ana)).toBeVisible();
    await anaPage.context().close();
    await benPage.context().close();
  } finally {
    app.writeConfig(original);
    await relay.close();
  }
});
