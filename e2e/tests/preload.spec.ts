import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** A request for the entry script of the remote served on `port`. */
const entryOf = (port: number) => (request: Request) => {
  const url = new URL(request.url());
  return Number(url.port) === port && url.pathname.endsWith('/remoteEntry.js');
};

/** Ports of the remotes the page has requested anything from so far. */
function requestedPorts(page: Page): Set<number> {
  const ports = new Set<number>();
  page.on('request', (request) => void ports.add(Number(new URL(request.url()).port)));
  return ports;
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('with the idle preload switched off', () => {
  // The documented switch (shell/src/remotes/idle-preload.ts): only a hover or a focus can fetch another remote.
  test.beforeEach(({ page }) => page.addInitScript(() => localStorage.setItem('app:idle-preload', 'off')));

  test("hovering a navigation link fetches its remote's entry before any click, and the click shows the page", async ({ page, app }) => {
    const ports = requestedPorts(page);
    await page.goto('/');
    await expect(page.getByTestId('note-card').first()).toBeVisible();
    expect(ports.has(app.ports.wallet)).toBe(false);
    const wallet = mainNav(page).getByRole('link', { name: 'Wallet' });
    const entry = page.waitForRequest(entryOf(app.ports.wallet));
    await wallet.hover();
    await entry; // requested while the pointer rests on the link: nothing has been clicked yet
    await wallet.click();
    await expect(page.getByRole('heading', { name: 'Balance' })).toBeVisible();
  });

  test("keyboard focus on a navigation link fetches its remote's entry", async ({ page, app }) => {
    const ports = requestedPorts(page);
    await page.goto('/');
    await expect(page.getByTestId('note-card').first()).toBeVisible();
    expect(ports.has(app.ports.search)).toBe(false);
    const entry = page.waitForRequest(entryOf(app.ports.search));
    await mainNav(page).getByRole('link', { name: 'Search' }).focus();
    await entry;
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-active="true"] h1')).toHaveText('Search');
  });
});

test("once Home has settled, the main navigation's remotes load while the browser is idle, without any interaction", async ({ page, app }) => {
  const ports = requestedPorts(page);
  await page.goto('/');
  await expect(page.getByTestId('note-card').first()).toBeVisible();
  expect(ports.has(app.ports.search)).toBe(false); // not before the first content
  await page.waitForRequest(entryOf(app.ports.search), { timeout: 20_000 });
  await page.waitForRequest(entryOf(app.ports.settings), { timeout: 20_000 }); // the last navigation item
});
