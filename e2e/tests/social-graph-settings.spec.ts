import { SocialGraph } from 'nostr-social-graph';
import { expect, test } from '../support/fixtures';
// @ts-expect-error plain ESM helper without types
import { DEMO_GRAPH_ROOT } from '../../scripts/apps.mjs';

test("'Download graph' replaces the graph by the graph service's, and the page shows its size", async ({ page, app }) => {
  const service: string = app.readConfig().socialGraphService;
  const served = await SocialGraph.fromBinary(DEMO_GRAPH_ROOT, new Uint8Array(await (await fetch(`${service}/?maxNodes=100000&format=binary`)).arrayBuffer()));
  const users = served.size().users;
  expect(users).toBeGreaterThan(5); // the demo's follow graph

  await page.goto('/settings/social-graph');
  const totals = page.getByRole('definition').first();
  await expect(totals).toBeVisible();
  const download = page.waitForResponse((response) => response.url().startsWith(service) && response.url().includes('format=binary'));
  await page.getByRole('button', { name: 'Download graph' }).click();
  expect((await download).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Download graph' })).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const usersFigure = page.getByLabel('Graph totals').getByRole('definition').first();
  await expect(usersFigure).toHaveText(new Intl.NumberFormat('en-US').format(users));
});
