import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { noteEncode, nprofileEncode } from 'nostr-tools/nip19';
import { expect, test, demo } from '../support/fixtures';
import { publishAll, testUser } from '../support/relay-client';

const bob = demo.users[1];
const names: Record<string, string> = { bob: bob.pubkey };

/** A NIP-05 name server for the test (http is allowed for 127.0.0.1), answering CORS like real ones. */
let server: Server;
let domain: string;
test.beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const name = url.searchParams.get('name') ?? '';
    const body = url.pathname === '/.well-known/nostr.json' && names[name] ? { names: { [name]: names[name] } } : { names: {} };
    response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  domain = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const active = (page: import('@playwright/test').Page) => page.locator('[data-history-entry][data-active="true"]');

test('nprofile and nevent links open the profile and the note', async ({ page, app }) => {
  await page.goto(`/${nprofileEncode({ pubkey: bob.pubkey, relays: [app.relayUrl] })}`);
  await expect(active(page).getByTestId('profile-header')).toContainText(new RegExp(bob.name, 'i'));
  await page.goto(`/${demo.welcomeNote}`);
  await expect(active(page).getByTestId('note-card').first()).toContainText('Welcome to the demo relay');
});

test('a NIP-05 name resolves to the profile; a plain name is retried with the product domain', async ({ page, app }) => {
  await page.goto(`/bob@${domain}`);
  await expect(active(page).getByTestId('profile-header')).toContainText(new RegExp(bob.name, 'i'));

  const original = app.readConfig();
  app.writeConfig({ ...original, productDomain: domain });
  try {
    await page.goto('/bob');
    await expect(active(page).getByTestId('profile-header')).toContainText(new RegExp(bob.name, 'i'));
    await page.goto('/nobody-by-that-name');
    await expect(page.getByText('Page not found')).toBeVisible();
  } finally {
    app.writeConfig(original);
  }
});

test('a verified NIP-05 name replaces the npub in profile links', async ({ page, app }) => {
  const carol = testUser();
  names.carol = carol.pubkey;
  const note = carol.sign({ kind: 1, content: 'Verified names in links' });
  await publishAll(app.relayUrl, [carol.sign({ kind: 0, content: JSON.stringify({ name: 'Carol Verified', nip05: `carol@${domain}` }) }), note]);
  await page.goto(`/${noteEncode(note.id)}`);
  const author = active(page).getByTestId('note-author').first();
  await expect(author).toHaveAttribute('href', `/carol@${domain}`);
  await author.click();
  await expect(active(page).getByTestId('profile-header')).toContainText('Carol Verified');
});
