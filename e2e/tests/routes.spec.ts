import { demo, expect, test } from '../support/fixtures';
import { eventsMatching } from '../support/relay-client';

const alice = demo.users[0];

/**
 * Distinct reactors (kind 7) and reposters (kind 6) per note over the last 48 h on the relay (the demo data plus
 * what earlier tests published), as the popular feed counts them.
 */
async function popularity(relayUrl: string): Promise<Map<string, number>> {
  const since = Math.floor(Date.now() / 1000) - 48 * 3600;
  const reactors = new Map<string, Set<string>>();
  for (const event of await eventsMatching(relayUrl, { kinds: [6, 7], since, limit: 1000 })) {
    const target = event.tags.filter((tag) => tag[0] === 'e').at(-1)?.[1];
    if (target) reactors.set(target, (reactors.get(target) ?? new Set()).add(event.pubkey));
  }
  return new Map([...reactors].map(([id, people]) => [id, people.size]));
}

test('a visitor’s home is the popular feed: notes reacted to in the last 48 h, with author names, 10 at a time', async ({ page, app }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
  const first = page.getByTestId('note-card').first();
  await expect(first).toBeVisible();
  const counts = await popularity(app.relayUrl);
  const firstId = (await first.getAttribute('data-event-id'))!;
  expect(counts.get(firstId) ?? 0).toBeGreaterThan(0); // the ranking itself is unit-tested in shared/core/src/feeds
  await expect(first.getByTestId('note-author')).not.toHaveText(/^npub1/);
  await expect(page.getByTestId('feed-list')).toHaveAttribute('data-count', /^[1-9]\d*0$/);
});

test('home loads 10 more notes at a time on scroll, without duplicates', async ({ page }) => {
  await page.goto('/');
  const list = page.getByTestId('feed-list');
  await expect(page.getByRole('button', { name: 'Load more' })).toBeAttached();
  await expect(list).toHaveAttribute('data-count', /^[1-9]\d*0$/);
  const firstPages = Number(await list.getAttribute('data-count'));
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(async () => Number(await list.getAttribute('data-count'))).toBeGreaterThanOrEqual(firstPages + 10);
  // One row per feed item (a reply's row also shows the note it answers, which may recur).
  const ids = await list.locator('[data-index]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-event-id')));
  expect(ids.length).toBeGreaterThan(0);
  expect(new Set(ids).size).toBe(ids.length);
});

const remoteRoutes: [string, string][] = [
  ['/new', 'New Post'],
  ['/notifications', 'Sign in to see your notifications'],
  ['/wallet', 'Wallet provider'],
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
  await page.goto('/note1bad');
  await expect(page.getByText('Invalid Note Link')).toBeVisible();
  await expect(page.getByText('The note link appears to be invalid.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/relay/notaurl');
  await expect(page.getByRole('alert')).toContainText('Invalid relay address');
  await expect(page.getByRole('alert')).toContainText("'notaurl' is not a relay address.");
  await page.goto('/this/does/not/exist');
  await expect(page.getByText('Page not found')).toBeVisible();
});
