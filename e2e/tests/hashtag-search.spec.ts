import { expect, test } from '../support/fixtures';
import { eventsMatching, newestEvent } from '../support/relay-client';

const HASHTAG_KINDS = [1, 20, 30023, 30402];

test('clicking a hashtag in a note lists the posts tagged with it, and the relay keeps serving', async ({ page, app }) => {
  await page.goto('/search/watercolour');
  const hashtag = page.getByTestId('note-card').getByRole('link', { name: '#art', exact: true }).first();
  await hashtag.click();
  await expect(page).toHaveURL(/\/search\/%23art$/);

  // The page shows the newest posts tagged "art" (30 of them, 20 a page: more on scroll), as a '#t' query on the relay returns them.
  const expected = (await eventsMatching(app.relayUrl, { kinds: HASHTAG_KINDS, '#t': ['art'], limit: 30 })).map((event) => event.id);
  expect(expected).toHaveLength(30);
  const shownIds = () => page.getByTestId('note-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-event-id')));
  await expect.poll(async () => {
    const more = page.locator('[data-active="true"]').getByRole('button', { name: 'Load more' });
    await more.click({ timeout: 500 }).catch(() => {}); // gone while a page loads (the scroll sentinel asked first): next round
    const shown = await shownIds();
    return expected.filter((id) => !shown.includes(id));
  }).toEqual([]);
  await expect(page.getByRole('heading', { name: 'No posts found' })).toHaveCount(0);

  // The relay is still up: the hostile NIP-50 search of old gets an answer, and so does a plain query.
  expect(await eventsMatching(app.relayUrl, { kinds: [1], search: '#art', limit: 5 })).toBeInstanceOf(Array);
  expect(await newestEvent(app.relayUrl, { kinds: [1] })).toBeDefined();
  await page.goto('/search/watercolour');
  await expect(page.getByTestId('note-card').first()).toContainText(/watercolour/i);
});

test('opening /search/%23<tag> directly shows the tagged posts, a listing among them', async ({ page, app }) => {
  const [listing] = await eventsMatching(app.relayUrl, { kinds: [30402], '#t': ['coffee'] });
  await page.goto('/search/%23Coffee');
  const shown = page.locator(`[data-testid="note-card"][data-event-id="${listing.id}"]`);
  await expect(shown).toBeVisible();
  const notes = await eventsMatching(app.relayUrl, { kinds: [1], '#t': ['coffee'], limit: 1 });
  await expect(page.locator(`[data-testid="note-card"][data-event-id="${notes[0].id}"]`)).toBeVisible();
});
