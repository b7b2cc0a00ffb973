import { chromium, type Locator, type Page } from '@playwright/test';
import config from '../playwright.config';
import { expect, test } from '../support/fixtures';
import { connectedPair, connectedPeer } from '../support/peers';

/** This spec's own relay, beside the harness's. */
const RELAY_PORT = Number(process.env.E2E_RELAY_PORT ?? 17777) + 34;
const configArgs = config.use?.launchOptions?.args ?? [];
/** Chromium's fake camera and microphone (a test pattern and a tone); without the fake UI, a camera request is refused. */
const FAKE_DEVICES = '--use-fake-device-for-media-stream';
test.use({ launchOptions: { executablePath: '/usr/bin/chromium', args: [...configArgs, FAKE_DEVICES, '--use-fake-ui-for-media-stream'] } });

const callPanel = (page: Page, name: string) => page.getByRole('dialog', { name });

/** A <video> that shows frames and moves on. */
async function expectPlaying(video: Locator) {
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth), { timeout: 30_000 }).toBeGreaterThan(0);
  const at = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(at);
}

test("ana calls ben, ben accepts, each sees the other one's camera playing, and hanging up ends the call on both sides", async ({ app, browser }) => {
  test.setTimeout(150_000);
  const pair = await connectedPair(app, browser, RELAY_PORT);
  const { ben, anaPage, benPage } = pair;
  try {
    for (const page of [anaPage, benPage]) await page.context().grantPermissions(['camera', 'microphone'], { origin: app.url });
    await connectedPeer(anaPage, ben).getByRole('button', { name: 'Call' }).click();
    await expect(callPanel(anaPage, 'Calling ben…')).toBeVisible();
    await callPanel(benPage, 'Incoming video call from ana').getByRole('button', { name: 'Accept' }).click();

    const anaCall = callPanel(anaPage, 'Call with ben');
    const benCall = callPanel(benPage, 'Call with ana');
    await expectPlaying(anaCall.getByTestId('remote-video'));
    await expectPlaying(benCall.getByTestId('remote-video'));
    await expect(anaCall.getByTestId('local-video')).toHaveJSProperty('muted', true);

    await anaCall.getByRole('button', { name: 'Hang up' }).click();
    await expect(callPanel(anaPage, 'Call ended')).toBeVisible();
    await expect(callPanel(benPage, 'ana hung up')).toBeVisible();
    for (const page of [anaPage, benPage]) await expect(page.locator('video')).toHaveCount(0);
    await callPanel(benPage, 'ana hung up').getByRole('button', { name: 'Close' }).click();
    await expect(benPage.getByRole('dialog')).toHaveCount(0);
    await callPanel(anaPage, 'Call ended').getByRole('button', { name: 'Close' }).click();

    // The peers stay connected, and a second call (the other way) reuses the connection's media senders.
    await connectedPeer(benPage, pair.ana).getByRole('button', { name: 'Call' }).click();
    await callPanel(anaPage, 'Incoming video call from ben').getByRole('button', { name: 'Accept' }).click();
    await expectPlaying(callPanel(anaPage, 'Call with ben').getByTestId('remote-video'));
    await expectPlaying(callPanel(benPage, 'Call with ana').getByTestId('remote-video'));
    await callPanel(benPage, 'Call with ana').getByRole('button', { name: 'Hang up' }).click();
    await expect(callPanel(anaPage, 'ben hung up')).toBeVisible();
    await expect(connectedPeer(anaPage, ben)).toBeVisible();
    await anaPage.context().close();
    await benPage.context().close();
  } finally {
    await pair.restore();
  }
});

test('a caller whose browser refuses the camera sees "Camera/microphone permission denied" and no call starts', async ({ app, browser }) => {
  test.setTimeout(150_000);
  // No fake UI in ana's browser: its camera request is refused, as when a user says no.
  const refusing = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...configArgs, FAKE_DEVICES] });
  const pair = await connectedPair(app, browser, RELAY_PORT, refusing);
  const { ben, anaPage, benPage } = pair;
  try {
    await connectedPeer(anaPage, ben).getByRole('button', { name: 'Call' }).click();
    await expect(anaPage.getByTestId('toast').filter({ hasText: 'Camera/microphone permission denied' })).toBeVisible();
    await expect(callPanel(anaPage, 'Call failed')).toBeVisible();
    await expect(connectedPeer(anaPage, ben).getByRole('button', { name: 'Call' })).toBeEnabled();
    await expect(benPage.getByRole('dialog')).toHaveCount(0);
    await benPage.context().close();
  } finally {
    await refusing.close();
    await pair.restore();
  }
});
