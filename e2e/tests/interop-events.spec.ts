import { assertPublishedValid, expect, test } from '../support/fixtures';
import { activePage, composer, newest, noteText, now, openNote, reactions, signedInUser, unique } from '../support/notes';
import { publishAll, testUser } from '../support/relay-client';

test("a reply to a kind 20 picture is a NIP-22 kind 1111 comment that shows on the picture's page, and so is a reply to it", async ({ page, app }) => {
  const author = testUser();
  const caption = `Sunset over the bay ${unique()}`;
  const picture = author.sign({ kind: 20, content: caption, created_at: now() - 60, tags: [['title', 'Sunset']] });
  await publishAll(app.relayUrl, [author.sign({ kind: 0, content: JSON.stringify({ name: 'Picture Pia' }) }), picture]);
  const me = await signedInUser(page);
  await openNote(page, picture);
  const relay = `${app.relayUrl}/`;

  await reactions(page).getByRole('button', { name: 'Reply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Comment' });
  const text = `Lovely light ${unique()}`;
  await dialog.getByRole('textbox', { name: "What's on your mind?" }).fill(text);
  await dialog.getByRole('button', { name: 'Comment' }).click();
  await expect(dialog).toBeHidden();

  await expect.poll(async () => (await newest(app.relayUrl, 1111, me.pubkey))?.content).toBe(text);
  const comment = (await newest(app.relayUrl, 1111, me.pubkey))!;
  expect(comment.tags).toEqual([
    ['E', picture.id, relay, author.pubkey], ['K', '20'], ['P', author.pubkey, relay],
    ['e', picture.id, relay, author.pubkey], ['k', '20'], ['p', author.pubkey, relay],
  ]);
  expect(app.published.map((event: { id: string }) => event.id)).toContain(comment.id); // the schema check sees the app's own sockets
  const row = activePage(page).getByTestId('thread-reply').filter({ hasText: text });
  await expect(row).toHaveAttribute('data-depth', '1');

  await row.getByRole('group', { name: 'Reactions' }).getByRole('button', { name: 'Reply' }).click();
  const answer = `Agreed ${unique()}`;
  await dialog.getByRole('textbox', { name: "What's on your mind?" }).fill(answer);
  await dialog.getByRole('button', { name: 'Comment' }).click();
  await expect(dialog).toBeHidden();

  await expect.poll(async () => (await newest(app.relayUrl, 1111, me.pubkey))?.content).toBe(answer);
  const nested = (await newest(app.relayUrl, 1111, me.pubkey))!;
  expect(nested.tags.slice(0, 3)).toEqual(comment.tags.slice(0, 3)); // the picture stays the root
  expect(nested.tags.slice(3)).toEqual([['e', comment.id, relay, me.pubkey], ['k', '1111'], ['p', me.pubkey, relay]]);
  await expect(activePage(page).getByTestId('thread-reply').filter({ hasText: answer })).toHaveAttribute('data-depth', '2');
});

test('a listing from /new carries the NIP-99 title, summary, published_at, price and location tags', async ({ page, app }) => {
  const me = await signedInUser(page);
  await page.goto('/new');
  await noteText(page).click();
  await composer(page).getByLabel('Kind').selectOption({ label: 'Market Listing' });
  await composer(page).getByLabel('Title').fill('Road bike');
  await composer(page).getByLabel('Summary').fill('Light and fast');
  await composer(page).getByLabel('Price').fill('250');
  await composer(page).getByLabel('Currency').selectOption('EUR');
  await composer(page).getByLabel('Location').fill('Berlin');
  const text = `Barely used ${unique()}`;
  await noteText(page).fill(text);
  await composer(page).getByRole('button', { name: 'Post' }).click();

  await expect.poll(async () => (await newest(app.relayUrl, 30402, me.pubkey))?.content).toBe(text);
  const listing = (await newest(app.relayUrl, 30402, me.pubkey))!;
  const [d, ...rest] = listing.tags;
  expect(d[0]).toBe('d');
  expect(rest).toEqual([['title', 'Road bike'], ['summary', 'Light and fast'], ['published_at', String(listing.created_at)], ['price', '250', 'EUR'], ['location', 'Berlin']]);
});

test('the schema check sees what the browser sends and names the broken rule', async ({ page, app }) => {
  const author = testUser();
  const note = author.sign({ kind: 1, content: `Repost me ${unique()}` });
  const invalid = testUser().sign({ kind: 6, content: JSON.stringify(note), tags: [['e', note.id], ['p', author.pubkey]] }); // no relay URL
  await page.goto('/');
  const from = app.published.length;
  await page.evaluate(
    ({ url, event }) =>
      new Promise<void>((resolve) => {
        const socket = new WebSocket(url);
        socket.onopen = () => socket.send(JSON.stringify(['EVENT', event]));
        socket.onmessage = (message) => JSON.parse(message.data)[0] === 'OK' && (socket.close(), resolve());
      }),
    { url: app.relayUrl, event: invalid },
  );
  const sent = app.published.slice(from).filter((event: { id: string }) => event.id === invalid.id);
  expect(sent).toHaveLength(1);
  expect(() => assertPublishedValid(sent)).toThrow(`kind 6 (${invalid.id.slice(0, 12)}): /tags: tags must include an e tag referencing the reposted event`);
  app.published.splice(app.published.indexOf(sent[0]), 1); // seen and judged: the check after this test has no reason to fail it
});
