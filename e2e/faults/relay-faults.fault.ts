// @ts-expect-error plain ESM helper without types
import { startRelay } from '../../scripts/relay/server.mjs';
import { startAuthLoopRelay } from '../servers/auth-loop-relay.mjs';
import { activePage, composer, noteText, unique } from '../support/notes';
import { eventsMatching, testUser } from '../support/relay-client';
import { signInWithKey } from '../support/sign-in';
import { checked, expect, test } from './scenario';

type App = { relayUrl: string; readConfig(): any; writeConfig(config: unknown): void };
type Relay = { url: string; close(): Promise<void> };
const extraRelayPort = () => Number(process.env.E2E_RELAY_PORT ?? 17777) + 41;

/** Runs `body` with the runtime config naming only `urls`; restores the config after. */
async function withRelays(app: App, urls: string[], body: () => Promise<void>) {
  const original = app.readConfig();
  app.writeConfig({ ...original, relays: urls });
  try {
    await body();
  } finally {
    app.writeConfig(original);
  }
}

const startOwnRelay = (onEvent?: (event: { kind: number; content: string }) => void): Promise<Relay> =>
  startRelay({ port: extraRelayPort(), dbPath: ':memory:', seed: false, log: () => {}, onEvent });

test.describe('relays', () => {
  test('a relay killed mid-publish: the note is kept through a reload, delivered once the relay is back, and shown once', async ({ page, app }) => {
    const text = `Kept while the relay was down ${unique()}`;
    let relay: Relay | null = null;
    let killed: Promise<void> | null = null;
    relay = await startOwnRelay((event) => {
      if (event.content === text) killed ??= relay!.close(); // terminates the socket before the relay can answer OK
    });
    await withRelays(app, [`${relay.url}/`], async () => {
      const me = testUser();
      await page.goto('/');
      await signInWithKey(page, me.hex);
      await page.goto('/new');
      await noteText(page).fill(text);
      await composer(page).getByRole('button', { name: 'Post' }).click();
      await expect.poll(() => killed !== null).toBe(true);
      await killed;
      await page.reload(); // the unsent note must survive the reload
      await expect(page.getByTestId('account').filter({ visible: true })).toBeVisible();
      relay = await startOwnRelay();
      await expect.poll(async () => (await eventsMatching(relay!.url, { kinds: [1], authors: [me.pubkey] })).map((event) => event.content), { timeout: 40_000 }).toEqual([text]);
      await page.goto(`/${me.pubkey}`);
      await expect(activePage(page).getByTestId('note-card').filter({ hasText: text })).toHaveCount(1);
      checked('relay terminated on the EVENT, before OK; page reloaded while it was down; delivered once after restart; one card');
    });
    await relay?.close();
  });

  test('a relay asking for NIP-42 AUTH forever gets at most 3 signatures per connection; the app goes on working', async ({ page, app }) => {
    const authLoop = await startAuthLoopRelay({ port: extraRelayPort() + 1 });
    try {
      await withRelays(app, [`${app.relayUrl}/`, authLoop.url], async () => {
        await page.goto('/');
        await signInWithKey(page, testUser().hex);
        await expect.poll(() => authLoop.stats.reqs, { timeout: 20_000 }).toBeGreaterThanOrEqual(10);
        await page.goto('/search/coffee');
        await expect(activePage(page).getByTestId('note-card').first()).toBeVisible();
        const signatures = authLoop.stats.authsPerConnection;
        checked(`${authLoop.stats.reqs} REQs met with CLOSED auth-required and a fresh challenge; AUTH events per connection: ${signatures.join(', ')}; search still answered`);
        expect(signatures.every((count) => count <= 3)).toBe(true);
      });
    } finally {
      await authLoop.close();
    }
  });
});
