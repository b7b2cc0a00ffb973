import { expect, test } from '../support/fixtures';
// @ts-expect-error plain ESM helper without types
import { startRelay } from '../../scripts/relay/server.mjs';
import { publishAll, testUser } from '../support/relay-client';

/** A relay with notes but no reactions or reposts, whose social graph root follows the writer. */
async function quietRelay(port: number) {
  const relay = await startRelay({ port, dbPath: ':memory:', seed: false, log: () => {} });
  const root = testUser();
  const writer = testUser();
  const now = Math.floor(Date.now() / 1000);
  await publishAll(relay.url, [
    root.sign({ kind: 3, tags: [['p', writer.pubkey]], created_at: now - 900 }),
    writer.sign({ kind: 0, content: JSON.stringify({ name: 'Quiet Quinn' }) }),
    writer.sign({ kind: 1, content: 'A quiet relay still has things to read', created_at: now - 600 }),
    writer.sign({ kind: 1, content: 'Nobody reacted to this one either', created_at: now - 300 }),
  ]);
  return { relay, root };
}

test('a visitor on a relay without reactions reads the latest notes of the graph under "No popular posts found"', async ({ page, app }) => {
  test.setTimeout(60_000);
  const { relay, root } = await quietRelay(Number(process.env.E2E_RELAY_PORT ?? 17777) + 31);
  const original = app.readConfig();
  app.writeConfig({ ...original, relays: [`${relay.url}/`], socialGraphRoot: root.pubkey });
  try {
    await page.goto('/');
    // The popular feed widens its 48 h window three times (5 s each) before it counts as empty.
    await expect(page.getByRole('heading', { name: 'No popular posts found' })).toBeVisible({ timeout: 30_000 });
    const latest = page.getByTestId('graph-latest');
    await expect(latest.getByRole('heading', { name: 'Latest notes' })).toBeVisible({ timeout: 25_000 });
    await expect(latest.getByTestId('note-card')).toHaveCount(2);
    await expect(latest.getByTestId('note-card').first()).toContainText('Nobody reacted to this one either');
  } finally {
    app.writeConfig(original);
    await relay.close();
  }
});
