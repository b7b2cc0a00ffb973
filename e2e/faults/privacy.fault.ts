// Issue 24 point 7: Cashu proofs and decrypted messages never leave the origin except to the mint and the user's
// relays. The browser runs behind a recording proxy (every HTTP request and every WebSocket message it sends, the relay
// worker's and the service worker's included) while the user funds, receives and sends ecash and chats over NIP-17
// and NIP-04. Then every recorded byte is searched for each proof secret the wallet ever held or sent, its NIP-60 key,
// each ecash token and each message text: secrets only in requests to the mint, texts nowhere.
import * as nip04 from 'nostr-tools/nip04';
import * as nip17 from 'nostr-tools/nip17';
import { npubEncode } from 'nostr-tools/nip19';
import { startRecordingProxy } from '../servers/recording-proxy.mjs';
import { activePage, unique } from '../support/notes';
import { eventsMatching, mutualFollows, publishAll } from '../support/relay-client';
import { signInWithKey } from '../support/sign-in';
import { receiveByLightning } from '../support/wallet';
import { checked, expect, test } from './scenario';
import { funded, sendEcash } from './support/money-steps';
import * as traffic from './support/traffic-checks';

const conversation = (page: import('@playwright/test').Page) => activePage(page).getByTestId('conversation');
const hostOf = (url: string) => new URL(url).host;

test('Cashu proofs and decrypted messages never leave the origin except to the mint and the user’s relays', async ({ browser, app }) => {
  test.setTimeout(90_000);
  const proxy = await startRecordingProxy();
  const context = await browser.newContext({ baseURL: app.url, proxy: { server: proxy.url } });
  try {
    const page = await context.newPage();
    const [me, friend] = await mutualFollows(app.relayUrl, ['privacy me', 'privacy friend']);
    const texts = { sent: `sent-${unique()}-words`, wrapped: `wrapped-${unique()}-words`, legacy: `legacy-${unique()}-words`, draft: `draft-${unique()}-words` };
    await page.goto('/');
    await signInWithKey(page, me.hex);

    // Ecash: a foreign token redeemed (a swap), a lightning receive (a mint), a token sent (a swap); backed up (NIP-60).
    await funded(page, app.mintUrl);
    await receiveByLightning(page, 42);
    const sentToken = await sendEcash(page, 10);
    expect(sentToken, 'the send produced a token').not.toBeNull();
    const backedUp = async () => new Set((await eventsMatching(app.relayUrl, { kinds: [7375, 17375], authors: [me.pubkey] })).map((event) => event.kind)).size;
    await expect.poll(backedUp, { message: 'the wallet and a token event on the relay (NIP-60)', timeout: 20_000 }).toBe(2);

    // Chat: a NIP-17 message sent; a NIP-17 and a NIP-04 message received and shown; a draft left unsent.
    await page.goto(`/${npubEncode(friend.pubkey)}`);
    await page.getByTestId('profile-header').getByRole('button', { name: 'Message' }).click();
    const field = conversation(page).getByRole('textbox', { name: 'Message' });
    await field.fill(texts.sent);
    await field.press('Enter');
    const legacy = friend.sign({ kind: 4, tags: [['p', me.pubkey]], content: nip04.encrypt(friend.secretKey, me.pubkey, texts.legacy) });
    await publishAll(app.relayUrl, [nip17.wrapEvent(friend.secretKey, { publicKey: me.pubkey }, texts.wrapped), legacy]);
    const log = conversation(page).getByRole('log', { name: 'Messages' });
    for (const text of [texts.sent, texts.wrapped, texts.legacy]) await expect(log.getByText(text)).toBeVisible();
    await field.fill(texts.draft);
    await expect.poll(async () => (await eventsMatching(app.relayUrl, { kinds: [1059], '#p': [friend.pubkey] })).map((wrap) => nip17.unwrapEvent(wrap, friend.secretKey).content)).toContain(texts.sent);

    const held = await traffic.walletSecretsInBrowser(page);
    const sent = proxy.exchanges.slice();
    const mint = hostOf(app.mintUrl);
    const relay = hostOf(app.relayUrl);
    const toMint = sent.filter((exchange) => exchange.destination === mint);
    const elsewhere = sent.filter((exchange) => exchange.destination !== mint);
    const proofSecrets = [...new Set([...held.proofSecrets, ...(await traffic.tokenSecrets(sentToken!, app.mintUrl)), ...traffic.secretsInBodies(toMint)])];

    // The recording saw both channels: proof secrets in the mint's swaps, the backup and the gift wraps on the relay.
    const secretsToMint = traffic.secretsInBodies(toMint);
    expect(secretsToMint.length, 'proof secrets the swaps sent to the mint').toBeGreaterThan(0);
    const kinds = traffic.publishedKinds(sent, relay);
    expect(kinds).toEqual(expect.arrayContaining([7375, 1059]));
    expect(held.proofSecrets.length).toBeGreaterThan(0);
    expect(held.p2pkKeys.length).toBe(1);

    expect(traffic.leaks(elsewhere, proofSecrets), 'proof secrets sent anywhere but the mint').toEqual([]);
    expect(traffic.tokensIn(elsewhere), 'ecash tokens sent anywhere but the mint').toEqual([]);
    expect(traffic.leaks(sent, held.p2pkKeys), 'the NIP-60 key sent in the clear').toEqual([]);
    expect(traffic.leaks(sent, Object.values(texts)), 'message texts sent in the clear').toEqual([]);

    const labels = new Map<string, string>([[relay, 'relay'], [mint, 'mint'], [hostOf(app.api.url), 'API server']]);
    for (const [name, port] of Object.entries(app.ports as Record<string, number>)) labels.set(`127.0.0.1:${port}`, `app ${name}`);
    checked(
      `${sent.length} requests and WebSocket messages recorded (${traffic.destinationSummary(sent, labels)}); ` +
        `${proofSecrets.length} proof secrets (${secretsToMint.length} sent to the mint in swaps) and the NIP-60 key found nowhere else; ` +
        `no ecash token outside the mint; 4 message texts (NIP-17 sent and received, NIP-04 received, a draft) found in no request; ` +
        `the relay got only encrypted kinds ${[...new Set(kinds.filter((kind) => [7375, 7376, 17375, 1059].includes(kind)))].sort((a, b) => a - b).join(', ')} for them`,
    );
  } finally {
    await context.close();
    await proxy.close();
  }
});
