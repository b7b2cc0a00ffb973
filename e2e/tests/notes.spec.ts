import { neventEncode } from 'nostr-tools/nip19';
import { expect, test } from '../support/fixtures';
import { activePage, authorWithNote, composer, focusedCard, newest, noteText, now, openNote, openNoteMenu, reactions, signedInUser, unique } from '../support/notes';
import { newestEvent, publishAll, testUser } from '../support/relay-client';

test('a note posted from /new lands on the relay with its hashtags, then the app opens it', async ({ page, app }) => {
  const me = await signedInUser(page);
  const text = `Hello from the e2e run ${unique()} #Testing and #nostr_dev #testing`;
  await page.goto('/new');
  await noteText(page).fill(text);
  await expect(composer(page).getByRole('region', { name: 'Preview' })).toContainText('Hello from the e2e run');
  await composer(page).getByRole('button', { name: 'Post' }).click();

  await expect.poll(async () => (await newest(app.relayUrl, 1, me.pubkey))?.content).toBe(text);
  const posted = (await newest(app.relayUrl, 1, me.pubkey))!;
  expect(posted.tags).toEqual([['t', 'testing'], ['t', 'nostr_dev']]);
  await expect(page).toHaveURL(new RegExp(`/${neventEncode({ id: posted.id, author: me.pubkey, kind: 1 })}$`));
  await expect(focusedCard(page)).toContainText('Hello from the e2e run');
  await expect(focusedCard(page).getByRole('link', { name: '#Testing', exact: true })).toHaveAttribute('href', '/search/%23testing');
});

test("a reply from a note's reply button carries root and reply e tags with the relay they were seen on and the authors' p tags", async ({ page, app }) => {
  const { author: alice, note: root } = await authorWithNote(app.relayUrl, 'Root Alice', `Thread root ${unique()}`);
  const bob = testUser();
  const parent = bob.sign({ kind: 1, content: `Bob answers the root ${unique()}`, tags: [['e', root.id, '', 'root', alice.pubkey], ['p', alice.pubkey]] });
  await publishAll(app.relayUrl, [bob.sign({ kind: 0, content: JSON.stringify({ name: 'Middle Bob' }) }), parent]);
  const me = await signedInUser(page);
  await openNote(page, parent);
  await expect(activePage(page).getByTestId('thread-ancestor')).toContainText(root.content); // the root was seen on the relay

  await reactions(page).getByRole('button', { name: 'Reply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reply' });
  const text = `My reply ${unique()}`;
  await dialog.getByRole('textbox', { name: "What's on your mind?" }).fill(text);
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(dialog).toBeHidden();

  await expect.poll(async () => (await newest(app.relayUrl, 1, me.pubkey))?.content).toBe(text);
  const reply = (await newest(app.relayUrl, 1, me.pubkey))!;
  expect(reply.tags).toEqual([
    ['e', root.id, `${app.relayUrl}/`, 'root', alice.pubkey],
    ['e', parent.id, `${app.relayUrl}/`, 'reply', bob.pubkey],
    ['p', bob.pubkey],
    ['p', alice.pubkey],
  ]);
  await expect(activePage(page).getByTestId('note-card').filter({ hasText: text })).toBeVisible();
});

test('Quote from the note menu publishes a q tag and opens the quote', async ({ page, app }) => {
  const { author, note } = await authorWithNote(app.relayUrl, 'Quoted Quinn', `Worth quoting ${unique()}`);
  const me = await signedInUser(page);
  await openNote(page, note);
  await (await openNoteMenu(page)).getByRole('menuitem', { name: 'Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quote' });
  const text = `Look at this ${unique()}`;
  await dialog.getByRole('textbox', { name: "What's on your mind?" }).fill(text);
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(dialog).toBeHidden();

  await expect.poll(async () => (await newest(app.relayUrl, 1, me.pubkey))?.content.startsWith(text)).toBe(true);
  const quote = (await newest(app.relayUrl, 1, me.pubkey))!;
  expect(quote.tags).toEqual([['q', note.id, `${app.relayUrl}/`, author.pubkey], ['p', author.pubkey]]);
  expect(quote.content).toBe(`${text}\n\nnostr:${neventEncode({ id: note.id, author: author.pubkey, kind: 1, relays: [`${app.relayUrl}/`] })}`);
  await expect(page).toHaveURL(new RegExp(`/${neventEncode({ id: quote.id, author: me.pubkey, kind: 1 })}$`));
  await expect(focusedCard(page)).toContainText(text);
  await expect(focusedCard(page)).toContainText(note.content);
});

test('repost (from the repost menu) publishes a kind 6 with the note inside and the relay it was seen on (NIP-18); Undo repost deletes it (NIP-09)', async ({ page, app }) => {
  const { author, note } = await authorWithNote(app.relayUrl, 'Reposted Rita', `Repost me ${unique()}`);
  const me = await signedInUser(page);
  await openNote(page, note);
  await reactions(page).getByRole('button', { name: 'Repost', exact: true }).click();
  const menu = reactions(page).getByRole('menu', { name: 'Repost' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Repost', 'Quote']);
  await menu.getByRole('menuitem', { name: 'Repost' }).click();
  await expect(reactions(page).getByRole('button', { name: 'Reposted' })).toBeVisible();

  const relay = `${app.relayUrl}/`;
  await expect.poll(async () => (await newest(app.relayUrl, 6, me.pubkey))?.tags).toEqual([['e', note.id, relay], ['p', author.pubkey, relay]]);
  const repost = (await newest(app.relayUrl, 6, me.pubkey))!;
  expect(JSON.parse(repost.content)).toMatchObject({ id: note.id, content: note.content, sig: note.sig });
  await expect(reactions(page).getByRole('button', { name: '1 repost', exact: true })).toBeVisible();

  await reactions(page).getByRole('button', { name: 'Reposted' }).click();
  await reactions(page).getByRole('menuitem', { name: 'Undo repost' }).click();
  await expect(reactions(page).getByRole('button', { name: '0 reposts' })).toBeVisible();
  await expect.poll(async () => (await newest(app.relayUrl, 6, me.pubkey))?.id ?? 'gone').toBe('gone'); // the relay acted on the deletion
  await page.reload();
  await expect(reactions(page).getByRole('button', { name: 'Repost', exact: true })).toBeVisible();
  await expect(reactions(page).getByRole('button', { name: '0 reposts' })).toBeVisible();
});

test("like publishes a '+' reaction with e and p tags carrying the relay it was seen on, and k (NIP-25)", async ({ page, app }) => {
  const { author, note } = await authorWithNote(app.relayUrl, 'Liked Lou', `Like me ${unique()}`);
  const me = await signedInUser(page);
  await openNote(page, note);
  await reactions(page).getByRole('button', { name: 'Like', exact: true }).click();
  await expect(reactions(page).getByRole('button', { name: 'Liked' })).toBeVisible();

  await expect.poll(async () => (await newest(app.relayUrl, 7, me.pubkey))?.content).toBe('+');
  const relay = `${app.relayUrl}/`;
  expect((await newest(app.relayUrl, 7, me.pubkey))!.tags).toEqual([['e', note.id, relay, author.pubkey], ['p', author.pubkey, relay], ['k', '1']]);
  await expect(reactions(page).getByRole('button', { name: '1 reaction', exact: true })).toBeVisible();
});

test('a long press on like offers emoji; the picked one is the reaction', async ({ page, app }) => {
  const { author, note } = await authorWithNote(app.relayUrl, 'Emoji Em', `React to me ${unique()}`);
  const me = await signedInUser(page);
  await openNote(page, note);
  await reactions(page).getByRole('button', { name: 'Like', exact: true }).hover();
  await page.mouse.down();
  const picker = page.getByRole('menu', { name: 'Choose a reaction' });
  await expect(picker).toBeVisible();
  await page.mouse.up();
  expect(await newest(app.relayUrl, 7, me.pubkey)).toBeUndefined(); // the click ending the press is not a like
  await picker.getByRole('menuitem', { name: 'React 🔥' }).click();
  await expect(picker).toBeHidden();

  await expect.poll(async () => (await newest(app.relayUrl, 7, me.pubkey))?.content).toBe('🔥');
  const relay = `${app.relayUrl}/`;
  expect((await newest(app.relayUrl, 7, me.pubkey))!.tags).toEqual([['e', note.id, relay, author.pubkey], ['p', author.pubkey, relay], ['k', '1']]);
  await expect(reactions(page).getByRole('button', { name: 'Liked' })).toBeVisible();
});

test('the author can request deletion of their own note (kind 5)', async ({ page, app }) => {
  const me = await signedInUser(page);
  const mine = me.sign({ kind: 1, content: `Regret this ${unique()}`, created_at: now() - 10 });
  await publishAll(app.relayUrl, [mine]);
  expect((await newestEvent(app.relayUrl, { ids: [mine.id] }))?.id).toBe(mine.id);
  await openNote(page, mine);
  const menu = await openNoteMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Mute' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Request deletion' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deletion requested' })).toBeVisible();

  // The test relay (@nostr-relay/core) applies a deletion request without storing the kind 5 itself: the note
  // disappears, which it only does for a kind 5 signed by the note's author that names the note in an e tag.
  await expect.poll(async () => newestEvent(app.relayUrl, { ids: [mine.id] })).toBeUndefined();
});

test('mute from the note menu adds the author to the mute list; Undo removes them', async ({ page, app }) => {
  const { author, note } = await authorWithNote(app.relayUrl, 'Noisy Nat', `Loud note ${unique()}`);
  const me = await signedInUser(page);
  await openNote(page, note);
  await (await openNoteMenu(page)).getByRole('menuitem', { name: 'Mute' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mute' });
  await expect(dialog).toContainText('Mute Noisy Nat?');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Noisy Nat is muted.');
  await expect.poll(async () => (await newest(app.relayUrl, 10000, me.pubkey))?.tags).toEqual([['p', author.pubkey]]);

  await dialog.getByRole('button', { name: 'Undo' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await newest(app.relayUrl, 10000, me.pubkey))?.tags).toEqual([]);
});

test('report from the note menu publishes a kind 1984 with the type in its tags and the reason and details as text (and mutes by default)', async ({ page, app }) => {
  const { author, note } = await authorWithNote(app.relayUrl, 'Spammy Sam', `Buy now ${unique()}`);
  const me = await signedInUser(page);
  await openNote(page, note);
  await (await openNoteMenu(page)).getByRole('menuitem', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report' });
  await expect(dialog.getByRole('button', { name: 'Report' })).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill('Same ad every minute');
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thank you for your report.');
  await expect(dialog).toBeHidden({ timeout: 5000 });

  await expect.poll(async () => (await newest(app.relayUrl, 1984, me.pubkey))?.tags).toEqual([['p', author.pubkey, 'spam'], ['e', note.id, 'spam']]);
  const report = (await newest(app.relayUrl, 1984, me.pubkey))!;
  expect(report.content).toBe('Spam: Same ad every minute');
  await expect.poll(async () => (await newest(app.relayUrl, 10000, me.pubkey))?.tags).toEqual([['p', author.pubkey]]);
});

test('a draft survives a reload', async ({ page }) => {
  await signedInUser(page);
  await page.goto('/new');
  const text = `Half-written thought ${unique()}`;
  await noteText(page).fill(text);
  await page.waitForTimeout(300);
  await page.reload();
  await expect(noteText(page)).toHaveValue(text);
});

test("'Expires in 1 hour' adds an expiration tag about an hour ahead", async ({ page, app }) => {
  const me = await signedInUser(page);
  await page.goto('/new');
  const text = `Gone soon ${unique()}`;
  await noteText(page).fill(text);
  await composer(page).getByRole('combobox', { name: 'Expiration' }).selectOption({ label: 'Expires in 1 hour' });
  const postedAt = now();
  await composer(page).getByRole('button', { name: 'Post' }).click();

  await expect.poll(async () => (await newest(app.relayUrl, 1, me.pubkey))?.content).toBe(text);
  const posted = (await newest(app.relayUrl, 1, me.pubkey))!;
  const expiration = Number(posted.tags.find((tag) => tag[0] === 'expiration')?.[1]);
  expect(expiration).toBe(posted.created_at + 3600);
  expect(Math.abs(expiration - (postedAt + 3600))).toBeLessThanOrEqual(5);
});

test('hostile note content is shown as text: no script runs and no javascript: link exists', async ({ page, app }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => void (dialogs.push(dialog.message()), dialog.dismiss()));
  const hostile = testUser();
  const note = hostile.sign({
    kind: 1,
    content: [
      'Hostile marker <script>window.__pwned=1</script>',
      '[click](javascript:window.__pwned=2) javascript:window.__pwned=3',
      '<img src=x onerror="window.__pwned=4;alert(4)">',
      '<a href="javascript:window.__pwned=5">link</a>',
    ].join('\n'),
    tags: [['imeta', 'url javascript:window.__pwned=6', 'm image/png'], ['emoji', 'x', 'javascript:window.__pwned=7']],
  });
  await publishAll(app.relayUrl, [hostile.sign({ kind: 0, content: JSON.stringify({ name: '<img src=x onerror=alert(1)>' }) }), note]);
  await signedInUser(page);
  await openNote(page, note);

  await expect(focusedCard(page)).toContainText('<script>window.__pwned=1</script>');
  await expect(focusedCard(page)).toContainText('<img src=x onerror="window.__pwned=4;alert(4)">');
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(await page.locator('a[href^="javascript:" i], [src^="javascript:" i]').count()).toBe(0);
  expect(await page.locator('img[src="x"], script:has-text("__pwned")').count()).toBe(0);
  expect(dialogs).toEqual([]);
});
