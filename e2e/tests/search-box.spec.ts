import * as nip19 from 'nostr-tools/nip19';
import { demo, expect, test } from '../support/fixtures';
import { eventsMatching } from '../support/relay-client';

const alice = demo.users.find((user) => user.name === 'alice')!;
const namesDomain = () => process.env.DEMO_NAMES_DOMAIN!;

test('a name prefix in the right column suggests the person first, and Enter opens the profile', async ({ page }) => {
  await page.goto(`/${alice.npub}`); // her profile is then in the profile cache the suggestions index
  await expect(page.getByRole('heading', { level: 1, name: /alice/i }).first()).toBeVisible();
  const box = page.getByRole('complementary', { name: 'Right column' }).getByRole('combobox', { name: 'Search' });
  await box.click();
  await box.pressSequentially('ali');
  const first = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
  await expect(first).toContainText('alice');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.goto('/');
  await box.click();
  await box.pressSequentially('ali');
  await expect(first).toContainText('alice');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${alice.npub}$`));

  // Chosen once, she is a recent search: shown when the empty box gets focus.
  await page.goto('/');
  await box.click();
  await expect(page.getByRole('listbox', { name: 'Recent searches' }).getByRole('option').first()).toContainText('alice');
});

test('an npub, a nevent with relay hints and a NIP-05 name pasted into the box open their pages', async ({ page, app }) => {
  await page.goto('/search');
  const box = page.getByRole('combobox', { name: 'Search posts' });

  await box.fill(`nostr:${alice.npub}`);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${alice.npub}$`));

  const [note] = await eventsMatching(app.relayUrl, { ids: [demo.welcomeNoteId] });
  const nevent = nip19.neventEncode({ id: note.id, author: note.pubkey, relays: [app.relayUrl] });
  await page.goto('/search');
  await box.fill(nevent);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/nevent1/);
  await expect(page.locator(`[data-testid="note-card"][data-event-id="${note.id}"]`).first()).toBeVisible();

  await page.goto('/search');
  await box.fill(`alice@${namesDomain()}`);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${alice.npub}$`));

  await page.goto('/search');
  await box.fill(`nobody@${namesDomain()}`);
  await box.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(`Could not find nobody@${namesDomain()}`);
});

test('a word from a note finds it', async ({ page, app }) => {
  const [note] = await eventsMatching(app.relayUrl, { kinds: [1], search: 'watercolour', limit: 1 });
  await page.goto('/search');
  const box = page.getByRole('combobox', { name: 'Search posts' });
  await box.click();
  await box.pressSequentially('watercolour');
  await expect(page.getByRole('option', { name: 'Search posts for “watercolour”' })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/watercolour$/);
  await expect(page.locator(`[data-testid="note-card"][data-event-id="${note.id}"]`)).toBeVisible();
});

test('on a phone the header becomes the search box', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.getByTestId('mobile-header').getByRole('button', { name: 'Search' }).click();
  const box = page.getByTestId('mobile-header').getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  await box.pressSequentially('watercolour');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/watercolour$/);
  await expect(page.getByTestId('mobile-header').getByRole('button', { name: 'Search' })).toBeVisible();
});

test('the People tab finds a person on the relays (NIP-50, the relay lists it in NIP-11) with a Follow button', async ({ page }) => {
  await page.goto('/u/alice');
  const row = page.getByTestId('person-row').filter({ hasText: 'alice' }).first();
  await expect(row).toBeVisible();
  await expect(row.getByRole('link').first()).toHaveAttribute('href', `/${alice.npub}`);
  await expect(row.getByRole('button', { name: 'Follow' })).toBeVisible();
  await expect(page.getByRole('status', { name: /Searching/ })).toHaveCount(0);
  await expect(page.getByText('No people found')).toHaveCount(0);
});
