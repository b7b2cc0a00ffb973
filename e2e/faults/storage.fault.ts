// Issue 24 point 4: storage faults. IndexedDB refused (private mode) or full: the app runs from memory (feeds, posting,
// the wallet's proofs) and says so once; corrupt rows in every table of every database are cleared without loss of
// the rest; two tabs writing at once (follows, settings, drafts, the wallet) end in one state.
import { npubEncode } from 'nostr-tools/nip19';
import { demo } from '../support/fixtures';
import { noteText, unique } from '../support/notes';
import { testUser } from '../support/relay-client';
import { signInWithKey } from '../support/sign-in';
import { balanceText, openWallet, receiveByLightning, walletPage } from '../support/wallet';
import { checked, expect, test } from './scenario';
import * as storage from './support/storage-steps';

test('IndexedDB refused as in private mode: feeds, posting and ecash work from memory, and the page says so', async ({ page, app }) => {
  await page.addInitScript(storage.refuseIndexedDb);
  await page.goto('/');
  const notes = await storage.homeShowsNotes(page);
  const me = testUser();
  await signInWithKey(page, me.hex);
  const posted = await storage.postNote(page, app.relayUrl, me.pubkey, `Posted without storage ${unique()}`);
  await expect(storage.storageNotice(page)).toHaveText(storage.UNAVAILABLE_TEXT);
  await openWallet(page);
  await receiveByLightning(page, 40);
  await expect(balanceText(page)).toHaveText('40 bits');
  await expect(walletPage(page).getByTestId('ecash-in-memory')).toContainText(storage.ECASH_IN_MEMORY);
  await expect(page.getByTestId('storage-notice')).toHaveCount(1);
  checked(`open() refused: home ${notes} notes, note ${posted.slice(0, 8)} on the relay, 40 bits held in memory, notice + wallet warning shown`);
});

test('a full disk (every IndexedDB write refused): the session moves to memory, nothing is lost, the user is told', async ({ page, app }) => {
  await page.addInitScript(storage.fillIndexedDb);
  const me = testUser();
  await page.goto('/');
  await signInWithKey(page, me.hex);
  await openWallet(page);
  await receiveByLightning(page, 60);
  await expect(balanceText(page)).toHaveText('60 bits');
  await expect(storage.storageNotice(page)).toHaveText(storage.FULL_TEXT);
  await expect(walletPage(page).getByTestId('ecash-in-memory')).toContainText(storage.ECASH_IN_MEMORY);
  const notes = await storage.homeShowsNotes(page);
  const posted = await storage.postNote(page, app.relayUrl, me.pubkey, `Posted on a full disk ${unique()}`);
  await storage.goInApp(page, '/wallet');
  await expect(balanceText(page)).toHaveText('60 bits');
  await expect(storage.storageNotice(page)).toHaveCount(1);
  checked(`QuotaExceededError on put/add: 60 bits kept in memory across pages (no reload), home ${notes} notes, note ${posted.slice(0, 8)} posted, notice + wallet warning`);
});

test('corrupt rows in every table of every database are cleared on the next start; every good row stays', async ({ page, app }) => {
  const me = testUser();
  await page.goto('/');
  await signInWithKey(page, me.hex);
  await storage.postNote(page, app.relayUrl, me.pubkey, `Before the corruption ${unique()}`);
  await openWallet(page);
  await receiveByLightning(page, 30);
  await page.goto('/chats');
  const databases = ['nostr-client', `wallet-${me.pubkey}`, `chat-${me.pubkey}`];
  await expect.poll(async () => Object.keys(await storage.databaseKeys(page)).sort(), { timeout: 20_000 }).toEqual(expect.arrayContaining(databases));
  const good = await storage.databaseKeys(page);
  const corrupt = await storage.corruptEveryTable(page);
  // As an older version left them: no sweep has run since (the daily marks go).
  await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('storage-sweep:')).forEach((key) => localStorage.removeItem(key)));
  const tables = Object.values(corrupt).reduce((total, each) => total + Object.keys(each).length, 0);

  await page.reload();
  const notes = await storage.homeShowsNotes(page);
  await openWallet(page);
  await expect(balanceText(page)).toHaveText('30 bits');
  await expect.poll(async () => storage.keysStill(await storage.databaseKeys(page), corrupt).filter((line) => !line.endsWith(': 0/1')), { timeout: 30_000 }).toEqual([]);
  const kept = storage.keysStill(await storage.databaseKeys(page), good);
  expect(kept.filter((line) => !/: (\d+)\/\1$/.test(line))).toEqual([]);
  await expect(storage.storageNotice(page)).toHaveCount(0);
  const goodRows = Object.values(good).flatMap((each) => Object.values(each)).reduce((total, keys) => total + keys.length, 0);
  checked(`${tables} tables in ${Object.keys(corrupt).length} databases each got a corrupt row: all ${tables} cleared, ${goodRows} good rows kept, home ${notes} notes, 30 bits`);
});

test('two tabs follow, change settings, save drafts at once: one consistent state in both', async ({ page, app }) => {
  const me = testUser();
  await page.goto('/');
  await signInWithKey(page, me.hex);
  const second = await page.context().newPage();
  const [bob, carol] = [demo.users[1]!, demo.users[2]!];
  await Promise.all([page.goto(`/${npubEncode(bob.pubkey)}`), second.goto(`/${npubEncode(carol.pubkey)}`)]);
  const follow = (tab: typeof page) => tab.getByTestId('profile-header').getByRole('button', { name: 'Follow', exact: true });
  const following = (tab: typeof page) => tab.getByTestId('profile-header').getByRole('button', { name: /^(Following|Unfollow)$/ });
  await Promise.all([follow(page).click(), follow(second).click()]);
  await expect.poll(async () => (await storage.newestFollows(app.relayUrl, me.pubkey)).sort()).toEqual([bob.pubkey, carol.pubkey].sort());
  await Promise.all([page.goto(`/${npubEncode(carol.pubkey)}`), second.goto(`/${npubEncode(bob.pubkey)}`)]);
  for (const tab of [page, second]) await expect(following(tab)).toBeVisible();

  await Promise.all([page.goto('/settings/content'), second.goto('/settings/content')]);
  const toggle = (tab: typeof page, name: string) => tab.getByRole('switch', { name });
  await Promise.all([toggle(page, 'Blur sensitive media').uncheck(), toggle(second, 'Autoplay videos').uncheck()]);
  for (const tab of [page, second]) for (const name of ['Blur sensitive media', 'Autoplay videos']) await expect(toggle(tab, name)).not.toBeChecked();

  const [newNote, reply] = [`Draft from tab one ${unique()}`, `Reply draft from tab two ${unique()}`];
  await page.goto('/new');
  await storage.openReply(second, demo.welcomeNoteId, demo.users[0]!.pubkey);
  await Promise.all([noteText(page).fill(newNote), storage.replyBox(second).fill(reply)]);
  const storedDrafts = (tab: typeof page) => tab.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('drafts') ?? '{}')).sort());
  await expect.poll(() => storedDrafts(second)).toEqual(['', `reply:${demo.welcomeNoteId}`]);
  await storage.openReply(page, demo.welcomeNoteId, demo.users[0]!.pubkey);
  await second.goto('/new');
  await expect(storage.replyBox(page)).toHaveValue(reply);
  await expect(noteText(second)).toHaveValue(newNote);
  await second.close();
  checked('follows bob + carol from two tabs at once → kind 3 lists both, both tabs show Following; 2 switches, 1 per tab → both off in both; 2 drafts, 1 per tab → both kept');
});

test('two tabs hold the wallet and receive at once: both show the same balance, the sum', async ({ page }) => {
  await openWallet(page);
  const second = await page.context().newPage();
  await openWallet(second);
  await Promise.all([receiveByLightning(page, 20), receiveByLightning(second, 30)]);
  for (const tab of [page, second]) await expect(balanceText(tab)).toHaveText('50 bits');
  for (const tab of [page, second]) await expect(walletPage(tab).getByRole('region', { name: 'Transactions' }).getByRole('listitem')).toHaveCount(2);
  await second.close();
  checked('20 + 30 bits received in two tabs at once → 50 bits in both, 2 transactions in each');
});
