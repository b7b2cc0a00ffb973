import AxeBuilder from '@axe-core/playwright';
import { neventEncode, npubEncode } from 'nostr-tools/nip19';
import type { Page } from '@playwright/test';
import { expect, test, demo } from '../support/fixtures';
import { signInWithKey } from '../support/sign-in';
import { testUser } from '../support/relay-client';

const alice = demo.users[0]!;
/** The main pages of issue 17, each with what shows it has loaded. */
const PAGES: Array<{ name: string; path: string; ready: (page: Page) => Promise<void> }> = [
  { name: 'home', path: '/', ready: async (page) => void (await expect(page.getByTestId('note-card').first()).toBeVisible()) },
  {
    name: 'a note',
    path: `/${neventEncode({ id: demo.welcomeNoteId, author: alice.pubkey })}`,
    ready: async (page) => void (await expect(page.getByTestId('thread-focus').filter({ visible: true })).toContainText('Welcome')),
  },
  { name: 'a profile', path: `/${npubEncode(alice.pubkey)}`, ready: async (page) => void (await expect(page.getByRole('main').filter({ visible: true })).toContainText(alice.name, { ignoreCase: true })) },
  { name: 'notifications', path: '/notifications', ready: async (page) => void (await expect(page.getByRole('heading', { name: 'Notifications', exact: true }).filter({ visible: true })).toBeVisible()) },
  { name: 'settings', path: '/settings/network', ready: async (page) => void (await expect(page.getByRole('main').filter({ visible: true })).toContainText('ws://')) },
];

/** Serious and critical axe findings on the page as it is now, one line each with the elements it names. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`no serious or critical accessibility violations on the main pages at ${viewport.width} px, signed in`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await signInWithKey(page, testUser().hex);
    const found: string[] = [];
    for (const { name, path, ready } of PAGES) {
      await page.goto(path);
      await ready(page);
      for (const line of await seriousViolations(page)) found.push(`${name}: ${line}`);
    }
    expect(found).toEqual([]);
  });
}

test('no serious or critical accessibility violations on home for a visitor at 390 px, nor in the open sign-up dialog', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await PAGES[0]!.ready(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Sign up' }).filter({ visible: true }).click();
  await expect(page.getByRole('dialog', { name: 'Sign up' }).getByLabel('Name')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
});
