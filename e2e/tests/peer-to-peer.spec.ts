import { v2 } from 'nostr-tools/nip44';
import { npubEncode } from 'nostr-tools/nip19';
import { expect, test } from '../support/fixtures';
import { activePage, composer, focusedCard, noteText } from '../support/notes';
import { connectHostilePeer, flood, sessionOf } from '../support/hostile-peer';
import { acceptPrompt, connectedPair, connectedPeer, follows, navigate, peerBrowser, peerPrompt, peerRelay, type User } from '../support/peers';
import { eventsMatching, publishAll } from '../support/relay-client';

/** Each peer spec's own relay (stopped mid-test), beside the harness's. */
const RELAY_PORT = Number(process.env.E2E_RELAY_PORT ?? 17777) + 32;

test('two mutual follows connect after the prompt, and a note reaches the other through the peer while the relay is stopped', async ({ app, browser }) => {
  test.setTimeout(120_000);
  const { ana, anaPage, benPage, relay, restore } = await connectedPair(app, browser, RELAY_PORT);
  try {
    await navigate(anaPage, '/new');
    await relay.close();
    await noteText(anaPage).fill('Hello over WebRTC, no relay in between');
    await composer(anaPage).getByRole('button', { name: 'Post' }).click();
    // Ana's note opens for her with no relay (kept locally); ben reads it from ana's browser.
    await expect(focusedCard(anaPage)).toContainText('Hello over WebRTC, no relay in between');
    await navigate(benPage, `/${npubEncode(ana.pubkey)}`);
    await expect(activePage(benPage).getByTestId('note-card').filter({ hasText: 'Hello over WebRTC, no relay in between' })).toBeVisible();

    await navigate(benPage, '/settings/p2p');
    const stats = activePage(benPage).getByRole('definition').nth(1);
    await expect(stats).not.toHaveText('0');
    await expect(connectedPeer(benPage, ana)).toBeVisible();

    // Peer-to-peer only: content comes from the peers alone, without waiting for the relay that is gone.
    await activePage(benPage).getByRole('switch', { name: 'Peer-to-peer only' }).click();
    await navigate(anaPage, '/new');
    await noteText(anaPage).fill('A second note, for peers only');
    await composer(anaPage).getByRole('button', { name: 'Post' }).click();
    await expect(focusedCard(anaPage)).toContainText('A second note, for peers only');
    await navigate(benPage, new URL(anaPage.url()).pathname);
    await expect(focusedCard(benPage)).toContainText('A second note, for peers only');
    await navigate(benPage, '/settings/p2p');
    // The network page lists the connected peers too.
    await navigate(benPage, '/settings/network');
    await expect(connectedPeer(benPage, ana)).toBeVisible();
    await anaPage.context().close();
    await benPage.context().close();
  } finally {
    await restore();
  }
});

/** An encrypted offer from `from` to a browser session, as another client would publish it (kind 30078, NIP-44). */
function offerTo(from: User, recipient: string, uuid: string) {
  const key = v2.utils.getConversationKey(from.secretKey, recipient.split(':')[0]);
  const signal = { type: 'offer', offer: { type: 'offer', sdp: 'v=0\r\n' }, recipient, peerId: uuid };
  const expiration = String(Math.floor(Date.now() / 1000) + 15);
  return from.sign({ kind: 30078, tags: [['l', 'webrtc'], ['d', crypto.randomUUID()], ['expiration', expiration]], content: v2.encrypt(JSON.stringify(signal), key) });
}

test("an offer from someone who does not follow back is refused, a stranger's is never read, and no prompt shows", async ({ app, browser }) => {
  test.setTimeout(90_000);
  const { relay, users } = await peerRelay(['ana', 'carl', 'dave'], RELAY_PORT);
  const [ana, carl, dave] = users;
  await publishAll(relay.url, [follows(ana, carl)]);
  const original = app.readConfig();
  app.writeConfig({ ...original, relays: [`${relay.url}/`] });
  try {
    const anaPage = await peerBrowser(browser, app.url, ana);
    const hello = async () => (await eventsMatching(relay.url, { kinds: [30078], authors: [ana.pubkey], '#l': ['webrtc'] }))[0];
    await expect.poll(hello).toBeTruthy();
    const session = `${ana.pubkey}:${JSON.parse((await hello()).content).peerId}`;
    await publishAll(relay.url, [offerTo(carl, session, 'carlcarl-0001'), offerTo(dave, session, 'davedave-0001')]);

    const log = activePage(anaPage).getByRole('list', { name: 'Peer log' });
    await expect(log.getByRole('listitem').filter({ hasText: 'Rejected offer from non-mutual follow' })).toHaveCount(1);
    await expect(log).toContainText(carl.pubkey.slice(0, 8));
    await expect(log).not.toContainText(dave.pubkey.slice(0, 8));
    await expect(anaPage.getByRole('dialog')).toHaveCount(0);
    await expect(activePage(anaPage).getByText('No peers connected')).toBeVisible();
    await anaPage.context().close();
  } finally {
    app.writeConfig(original);
    await relay.close();
  }
});

test('three mutual follows: one whose peer quotas are 0 connects to nobody while the other two connect', async ({ app, browser }) => {
  test.setTimeout(120_000);
  const { relay, users } = await peerRelay(['ana', 'ben', 'carl'], RELAY_PORT);
  const [ana, ben, carl] = users;
  await publishAll(relay.url, [follows(ana, ben, carl), follows(ben, ana, carl), follows(carl, ana, ben)]);
  const original = app.readConfig();
  app.writeConfig({ ...original, relays: [`${relay.url}/`] });
  try {
    const anaPage = await peerBrowser(browser, app.url, ana, async (settings) => {
      for (const name of ['Max outgoing peers', 'Max incoming peers']) await settings.getByRole('spinbutton', { name }).fill('0');
    });
    const benPage = await peerBrowser(browser, app.url, ben);
    const carlPage = await peerBrowser(browser, app.url, carl);
    await acceptPrompt([[benPage, 'carl'], [carlPage, 'ben']]);
    await expect(connectedPeer(benPage, carl)).toBeVisible({ timeout: 30_000 });
    await expect(connectedPeer(carlPage, ben)).toBeVisible();
    // Ana saw both say hello (online) and still has no peer, and nobody asked her.
    await expect(activePage(anaPage).getByText(/; 2 online now\./)).toBeVisible({ timeout: 15_000 });
    await expect(activePage(anaPage).getByText('No peers connected')).toBeVisible();
    await expect(anaPage.getByRole('dialog')).toHaveCount(0);
    // Ben may have offered to ana (it stays 'connecting' until the maintenance pass); it never connects.
    await expect(connectedPeer(benPage, ana)).toHaveCount(0);
    await expect(connectedPeer(carlPage, ana)).toHaveCount(0);
    for (const page of [anaPage, benPage, carlPage]) await page.context().close();
  } finally {
    app.writeConfig(original);
    await relay.close();
  }
});

test('a connected peer that floods (requests, forged events, garbage) is served 5 requests a second and forges nothing', async ({ app, browser }) => {
  test.setTimeout(120_000);
  const { relay, users } = await peerRelay(['ana', 'mallory'], RELAY_PORT);
  const [ana, mallory] = users;
  await publishAll(relay.url, [follows(ana, mallory), follows(mallory, ana)]);
  const original = app.readConfig();
  app.writeConfig({ ...original, relays: [`${relay.url}/`] });
  try {
    const anaPage = await peerBrowser(browser, app.url, ana);
    await expect.poll(() => sessionOf(relay.url, ana)).toBeTruthy();
    const hostile = await (await browser.newContext()).newPage();
    await connectHostilePeer(hostile, relay.url, mallory, (await sessionOf(relay.url, ana))!, async () => {
      await peerPrompt(anaPage, 'mallory').getByRole('button', { name: 'Connect' }).click();
    });
    await expect(connectedPeer(anaPage, mallory)).toBeVisible({ timeout: 30_000 });

    const forged = { ...mallory.sign({ kind: 1, content: 'signed by mallory' }), content: 'Forged words in ana’s feed' };
    const frames = [
      ...Array.from({ length: 300 }, (_, index) => JSON.stringify(['REQ', `flood-${index}`, { kinds: [1], '#t': [`t${index}`] }])),
      ...Array.from({ length: 300 }, () => JSON.stringify(['EVENT', forged])),
      ...Array.from({ length: 100 }, (_, index) => (index % 2 ? '{{{ not json' : JSON.stringify(['NOPE', index]))),
      ...Array.from({ length: 10 }, () => 'x'.repeat(200_000)),
    ];
    await flood(hostile, frames);
    const log = activePage(anaPage).getByRole('list', { name: 'Peer log' });
    await expect(log.getByRole('listitem').filter({ hasText: 'rate limit exceeded' }).first()).toBeVisible();
    const served = () => activePage(anaPage).getByLabel('Peer statistics').getByRole('definition').nth(2).innerText();
    // 600 requests and pushes in well under two seconds: at most two windows of 5 were let through.
    expect(Number(await served())).toBeLessThanOrEqual(10);
    // One line per kind of trouble and second, not one per message.
    await expect(log.getByRole('listitem').filter({ hasText: 'unsupported message type' }).first()).toBeVisible();
    expect(await log.getByRole('listitem').count()).toBeLessThan(20);
    await expect(activePage(anaPage).getByLabel('Peer statistics')).toContainText('Events received0');

    // The limit is a rate, not a ban: a request a second later is served, and the page still answers at once.
    const before = Number(await served());
    await expect.poll(async () => (await flood(hostile, [JSON.stringify(['REQ', `later-${Date.now()}`, { kinds: [0] }])]), Number(await served())), { timeout: 10_000 }).toBeGreaterThan(before);
    // A forged event within the rate is checked and dropped like a relay's.
    const forgeries = log.getByRole('listitem').filter({ hasText: 'invalid signature' });
    await expect.poll(async () => (await flood(hostile, [JSON.stringify(['EVENT', forged])]), forgeries.count()), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect(activePage(anaPage).getByLabel('Peer statistics')).toContainText('Events received0');
    await activePage(anaPage).getByRole('switch', { name: 'Peer-to-peer only' }).click();
    await expect(activePage(anaPage).getByRole('switch', { name: 'Peer-to-peer only' })).toBeChecked();
    await expect(connectedPeer(anaPage, mallory)).toBeVisible();
    await hostile.context().close();
    await anaPage.context().close();
  } finally {
    app.writeConfig(original);
    await relay.close();
  }
});
