import { demo, expect, test } from '../support/fixtures';

const alice = demo.users[0];

test('home shows the latest notes of the relay, newest first, with author names', async ({ page }) => {
  await page.goto('/');
  const first = page.getByTestId('note-card').first();
  await expect(first).toContainText('Welcome to the demo relay');
  await expect(first).toContainText(new RegExp(alice.name, 'i'));
  await expect(page.getByRole('button', { name: 'Load more' })).toBeAttached(); // pages settled
  const count = await page.getByTestId('note-card').count();
  expect(count).toBeGreaterThanOrEqual(10);
  expect(count % 10).toBe(0); // whole pages of 10 (short notes leave room for a second page)
});

test('home loads 10 more notes at a time on scroll, without duplicates', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByTestId('note-card');
  await expect(page.getByRole('button', { name: 'Load more' })).toBeAttached();
  const firstPages = await cards.count();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(firstPages + 10);
  await expect(page.getByRole('button', { name: 'Load more' })).toBeAttached();
  expect((await cards.count()) % 10).toBe(0);
  const ids = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-event-id')));
  expect(new Set(ids).size).toBe(ids.length);
});

const remoteRoutes: [string, string][] = [
  ['/new', 'New Post'],
  ['/notifications', 'No notifications yet'],
  ['/wallet', 'No wallet connected'],
  ['/old-wallet', 'Old wallet'],
  ['/subscribe', 'Subscribe'],
  ['/chats', 'No chats yet'],
  ['/settings', 'Settings'],
  ['/settings/profile', 'Edit profile'],
  ['/search', 'Search'],
  ['/u', 'People'],
  ['/m', 'Market'],
  ['/map', 'Map'],
  ['/relay', 'Relays'],
  ['/about', 'About'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/csae', 'Child Safety Standards'],
];

for (const [path, text] of remoteRoutes) {
  test(`deep link ${path} renders its page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('[data-active="true"]')).toContainText(text);
  });
}

test('a profile link shows the header and that user’s notes', async ({ page }) => {
  await page.goto(`/${alice.npub}`);
  await expect(page.getByTestId('profile-header')).toContainText(alice.name);
  await expect(page.getByTestId('note-card').first()).toContainText('Welcome to the demo relay');
});

test('note and naddr links open the post and the article', async ({ page }) => {
  await page.goto(`/${demo.welcomeNote1}`);
  await expect(page.getByTestId('note-card')).toContainText('Welcome to the demo relay');
  await page.goto(`/${demo.articleNaddr}`);
  await expect(page.locator('article h1, article h2').first()).not.toBeEmpty();
});

test('NIP-50 search finds notes and people search finds known profiles', async ({ page }) => {
  await page.goto('/search/coffee');
  await expect(page.getByTestId('note-card').first()).toContainText(/coffee/i);
  await page.goto(`/u/${alice.name}`);
  await expect(page.getByTestId('person-row').first()).toContainText(alice.name);
});

test('the relay page shows the NIP-11 information of a relay given as an encoded URL', async ({ page, app }) => {
  await page.goto(`/relay/${encodeURIComponent(`${app.relayUrl}/`)}`);
  await expect(page.locator('[data-active="true"]')).toContainText('demo relay');
  await expect(page.locator('[data-active="true"]')).toContainText('@nostr-relay/core');
});

test('undecodable and unknown links', async ({ page }) => {
  await page.goto('/npub1thisisnotakey');
  await expect(page.getByText('Invalid Profile Link')).toBeVisible();
  await expect(page.getByText('The profile link appears to be invalid.')).toBeVisible();
  await page.goto('/this/does/not/exist');
  await expect(page.getByText('Page not found')).toBeVisible();
});
