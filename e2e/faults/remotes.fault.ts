// Issue 24 point 2: a remote killed mid-session or answering with broken JavaScript leaves the others working, with
// '{Area} is unavailable' and Retry in its place; a remote that throws in render is contained by its boundary.
import type { Page } from '@playwright/test';
import { RENDER_ERROR } from '../fixtures/hostile-remote/src/render-error';
import { pointSettingsAtHostileRemote } from '../support/hostile-remote';
import { freePort } from '../support/free-port';
import { activePage } from '../support/notes';
import { brokenCopy, type Breakage } from './support/broken-remote';
import { AREAS, expectUnavailable, fallback, navigateInApp, noIdlePreload, type Area, type RemoteName } from './support/remote-areas';
import { checked, expect, test } from './scenario';

const homeShowsNotes = (page: Page) => expect(activePage(page).getByTestId('note-card').first()).toBeVisible();

/** The route that checks the rest still works while `area`'s remote is down: home, or (for the feed) the wallet. */
const otherRoute = (area: Area): [string, (page: Page) => Promise<void>] =>
  area.remote === 'feed' ? ['/wallet', AREAS.find((entry) => entry.remote === 'wallet')!.shows] : ['/', homeShowsNotes];

/** The feed last: its home page is the one the session starts on, and the other checks go back to it. */
const KILL_ORDER = [...AREAS.filter((area) => area.remote !== 'feed'), AREAS[0]];

test.describe('remotes', () => {
  test.beforeEach(({ page }) => noIdlePreload(page));

  test('each remote killed mid-session: unavailable with Retry, the other routes work, restart + Retry recovers', async ({ page, app }) => {
    await page.goto('/');
    await homeShowsNotes(page);
    for (const area of KILL_ORDER) {
      await app.stopRemote(area.remote);
      try {
        await navigateInApp(page, area.route);
        await expectUnavailable(page, area.remote);
        const [route, shows] = otherRoute(area);
        await navigateInApp(page, route);
        await shows(page);
        await page.goBack();
        await expectUnavailable(page, area.remote);
      } finally {
        await app.startRemote(area.remote);
      }
      await fallback(page).getByRole('button', { name: 'Retry' }).click();
      await area.shows(page);
    }
    checked(`${KILL_ORDER.length} remotes stopped in turn in one session: fallback + Retry, another route worked, recovered after restart`);
  });

  const BREAKAGES: Array<[Breakage, RemoteName[]]> = [
    ['remoteEntry syntax error', ['feed', 'wallet', 'search']],
    ['exposed chunk throws', ['profile', 'chat', 'settings']],
  ];

  for (const [breakage, broken] of BREAKAGES) {
    test(`broken JavaScript (${breakage}) in ${broken.join(', ')}: unavailable with Retry, the other remotes work`, async ({ page, app }) => {
      const original = app.readConfig();
      const remotes = { ...original.remotes };
      for (const remote of broken) {
        const area = AREAS.find((entry) => entry.remote === remote)!;
        remotes[remote] = await app.deployCopy(remote, await freePort(), brokenCopy(remote, area.page, breakage));
      }
      app.writeConfig({ ...original, remotes });
      try {
        await page.goto('/about');
        await expect(activePage(page)).toContainText('About');
        for (const area of AREAS) {
          await navigateInApp(page, area.route);
          if (broken.includes(area.remote)) await expectUnavailable(page, area.remote);
          else await area.shows(page);
        }
      } finally {
        app.writeConfig(original);
      }
      checked(`${broken.join(', ')} deployed broken: each unavailable with Retry; ${AREAS.length - broken.length} others rendered`);
    });
  }

  test('a remote that throws in render is contained by its boundary: the message in the page area, navigation and other routes work', async ({ page, app }) => {
    const restore = await pointSettingsAtHostileRemote(app);
    try {
      await page.goto('/settings/throw');
      await expectUnavailable(page, 'settings');
      await expect(fallback(page)).toContainText(RENDER_ERROR);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await page.getByRole('link', { name: 'Home' }).first().click();
      await homeShowsNotes(page);
      await navigateInApp(page, '/wallet');
      await AREAS.find((area) => area.remote === 'wallet')!.shows(page);
      await page.goBack();
      await page.goBack();
      await expectUnavailable(page, 'settings');
      await fallback(page).getByRole('button', { name: 'Retry' }).click();
      await expect(fallback(page)).toContainText(RENDER_ERROR); // it throws again, still inside its boundary
      await navigateInApp(page, '/search/coffee');
      await expect(activePage(page).getByTestId('note-card').first()).toContainText(/coffee/i);
    } finally {
      restore();
    }
    checked('the thrown message under "Settings is unavailable" in the page; Home, wallet and search worked; Retry re-threw, still contained');
  });
});
