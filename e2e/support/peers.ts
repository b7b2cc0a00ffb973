// Two or more browsers signed in as users who follow each other, with peer-to-peer switched on, on a relay of their
// own (so a test may stop it); used by the peer-to-peer specs.
import type { Browser, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { activePage } from './notes';
// @ts-expect-error plain ESM helper without types
import { startRelay } from '../../scripts/relay/server.mjs';
import { publishAll, testUser } from './relay-client';
import { signInWithKey } from './sign-in';

export type User = ReturnType<typeof testUser>;

/** Users on a relay of their own (stopped mid-test), `friends` following each other. */
export async function peerRelay(names: string[], port: number) {
  const relay = await startRelay({ port, dbPath: ':memory:', seed: false, log: () => {} });
  const users = names.map(() => testUser());
  await publishAll(relay.url, users.map((user, index) => user.sign({ kind: 0, content: JSON.stringify({ name: names[index] }) })));
  return { relay, users };
}

export const follows = (user: User, ...others: User[]) => user.sign({ kind: 3, tags: others.map((other) => ['p', other.pubkey]) });

/** A browser signed in as `user` with peer-to-peer switched on in the settings (STUN servers cleared: host candidates suffice here). */
export async function peerBrowser(browser: Browser, baseURL: string, user: User, configure?: (settings: Locator) => Promise<void>): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto('/settings/p2p');
  await signInWithKey(page, user.hex);
  const settings = activePage(page);
  await settings.getByLabel('STUN/TURN servers').fill('');
  await configure?.(settings);
  await settings.getByRole('switch', { name: 'Peer-to-peer connections' }).click();
  await expect(settings.getByText(/This browser is/)).toBeVisible();
  return page;
}

/** Moves inside the app as a link would: a reload would end the page's peer connections (and its session id). */
export async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    // The state react-router keeps in each entry: the next index makes the popstate a move forward.
    const index = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
}

export const peerList = (page: Page) => activePage(page).getByRole('list', { name: 'Peers' });
export const connectedPeer = (page: Page, other: User) => peerList(page).getByRole('listitem').filter({ hasText: other.pubkey.slice(0, 8) }).filter({ hasText: 'connected' });
export const peerPrompt = (page: Page, name: string) => page.getByRole('dialog', { name: `WebRTC connect with ${name}?` });

/** The prompt shows in the browser that answers the offer; which one that is depends on the session ids. */
export async function acceptPrompt(pages: Array<[Page, string]>) {
  await expect.poll(async () => (await Promise.all(pages.map(([page, name]) => peerPrompt(page, name).isVisible()))).some(Boolean), { timeout: 30_000 }).toBe(true);
  for (const [page, name] of pages) if (await peerPrompt(page, name).isVisible()) await peerPrompt(page, name).getByRole('button', { name: 'Connect' }).click();
}


/** What the peer specs use of the harness's app: its address and its runtime config. */
export type PeerApp = { url: string; readConfig(): Record<string, unknown>; writeConfig(config: Record<string, unknown>): void };

/**
 * Ana and ben, mutual follows on a relay of their own (on `port`, which a test may stop), each in a browser with
 * peer-to-peer on, connected after the prompt; `restore` puts the runtime config back and stops the relay.
 */
export async function connectedPair(app: PeerApp, browser: Browser, port: number, anaBrowser = browser) {
  const { relay, users } = await peerRelay(['ana', 'ben'], port);
  const [ana, ben] = users;
  await publishAll(relay.url, [follows(ana, ben), follows(ben, ana)]);
  const original = app.readConfig();
  app.writeConfig({ ...original, relays: [`${relay.url}/`] });
  const restore = async () => {
    app.writeConfig(original);
    await relay.close();
  };
  try {
    const anaPage = await peerBrowser(anaBrowser, app.url, ana);
    const benPage = await peerBrowser(browser, app.url, ben);
    await acceptPrompt([[anaPage, 'ben'], [benPage, 'ana']]);
    await expect(connectedPeer(anaPage, ben)).toBeVisible({ timeout: 30_000 });
    await expect(connectedPeer(benPage, ana)).toBeVisible();
    return { ana, ben, anaPage, benPage, relay, restore };
  } catch (error) {
    await restore();
    throw error;
  }
}
