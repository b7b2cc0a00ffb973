import { expect, test } from '../support/fixtures';
import { publishAll, testUser } from '../support/relay-client';
import { signInWithKey } from '../support/sign-in';

const GRAPH_WORKER = /\/graph-worker\.[0-9a-f]{8}\.js$/;

test('the social graph runs in one self-contained worker script without a federation runtime, and its widget counts a follow', async ({ page, app }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  const me = testUser();
  const followed = testUser();
  await publishAll(app.relayUrl, [me.sign({ kind: 3, tags: [['p', followed.pubkey]] })]);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));

  await page.goto('/');
  await signInWithKey(page, me.hex);
  const stats = page.getByTestId('graph-stats');
  await expect(stats.locator('dt', { hasText: 'Distance 1' }).locator('+ dd')).toHaveText('1');

  const graphWorker = workers.find((url) => GRAPH_WORKER.test(url));
  expect(graphWorker, `workers started: ${workers.join(', ')}`).toBeDefined();
  const body = await (await page.request.get(graphWorker!)).text();
  expect(body.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  expect(body).not.toContain('__FEDERATION__');
  // No chunk loading: the worker never stops to fetch more code.
  expect(body).not.toContain('importScripts');
});
