import { npubEncode } from 'nostr-tools/nip19';
import { expect, test } from '../support/fixtures';
import { activePage, composer, focusedCard, noteText } from '../support/notes';
import { acceptPrompt, connectedPeer, follows, navigate, peerBrowser, peerRelay } from '../support/peers';
import { publishAll } from '../support/relay-client';

/** Each peer spec's own relay (stopped mid-test), beside the harness's. */
const RELAY_PORT = Number(process.env.E2E_RELAY_PORT ?? 17777) + 32;

test('two mutual follows connect after the prompt, and a note reaches the other through the peer while the relay is stopped', async ({ app, browser }) => {
  test.setTimeout(120_000);
  const { relay, users } = await peerRelay(['ana', 'ben'], RELAY_PORT);
  const [ana, ben] = users;
  await publishAll(relay.url, [follows(ana, ben), follows(ben, ana)]);
  const original = app.readConfig();
  app.writeConfig({ ...original, relays: [`${relay.url}/`] });
  try {
    const anaPage = await peerBrowser(browser, app.url, ana);
    const benPage = await peerBrowser(browser, app.url, ben);
    await acceptPrompt([[anaPage, 'ben'], [benPage, 'ana']]);
    await expect(connectedPeer(anaPage, ben)).toBeVisible({ timeout: 30_000 });
    await expect(connectedPeer(benPage, ana)).toBeVisible();

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
    await anaPage.context().close();
    await benPage.context().close();
  } finally {
    app.writeConfig(original);
    await relay.close();
  }
});
