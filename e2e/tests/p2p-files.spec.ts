import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from '@playwright/test';
import { neventEncode } from 'nostr-tools/nip19';
import { expect, test } from '../support/fixtures';
import { activePage } from '../support/notes';
import { connectedPair, connectedPeer, navigate, type PeerApp, type User } from '../support/peers';
import { gradientPng } from '../support/png';
import { publishAll } from '../support/relay-client';

/** This spec's own relay, beside the harness's and the other peer specs'. */
const RELAY_PORT = Number(process.env.E2E_RELAY_PORT ?? 17777) + 33;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The shared connected pair (ana and ben), handed to `use`, then closed and the harness restored. */
async function connectedPairFor(app: PeerApp, browser: Browser, use: (pair: { ana: User; ben: User; anaPage: Page; benPage: Page; relayUrl: string }) => Promise<void>) {
  const pair = await connectedPair(app, browser, RELAY_PORT);
  try {
    await use({ ...pair, relayUrl: pair.relay.url });
    await pair.anaPage.context().close();
    await pair.benPage.context().close();
  } finally {
    await pair.restore();
  }
}

/** A Blossom-style media server: `/<sha256>.png` with CORS, until it is stopped. */
async function mediaServer(png: Buffer) {
  const hash = sha256(png);
  const server: Server = createServer((request, response) => {
    const found = request.url === `/${hash}.png`;
    response.writeHead(found ? 200 : 404, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
    response.end(found ? png : undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const stop = () => new Promise<void>((resolve) => (server.close(() => resolve()), server.closeAllConnections()));
  return { hash, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/${hash}.png`, stop };
}

/** Blobs in the browser's peer blob store (0 before it exists). */
const storedBlobs = (page: Page) =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'p2p-blobs')) return 0;
    return new Promise<number>((resolve) => {
      const opening = indexedDB.open('p2p-blobs');
      opening.onerror = () => resolve(0);
      opening.onsuccess = () => {
        const db = opening.result;
        if (!db.objectStoreNames.contains('blobs')) return (db.close(), resolve(0));
        const counting = db.transaction('blobs').objectStore('blobs').count();
        counting.onsuccess = () => (db.close(), resolve(counting.result));
      };
    });
  });

/** SHA-256 of what an image element shows, read back in the page. */
const shownImageHash = (page: Page) =>
  activePage(page)
    .locator('[data-testid="proxied-image"][data-source="peer"] img')
    .first()
    .evaluate(async (img: HTMLImageElement) => {
      const bytes = await (await fetch(img.src)).arrayBuffer();
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
      return { hash: [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join(''), width: img.naturalWidth };
    });

test('an image ana loaded comes to ben from her browser, hash checked, once its server is gone', async ({ app, browser }) => {
  test.setTimeout(150_000);
  const png = gradientPng(48, 32);
  const media = await mediaServer(png);
  try {
    await connectedPairFor(app, browser, async ({ ana, anaPage, benPage, relayUrl }) => {
      const note = ana.sign({ kind: 1, content: `Sunset from the ridge ${media.url}` });
      await publishAll(relayUrl, [note]);
      const notePath = `/${neventEncode({ id: note.id, author: ana.pubkey })}`;

      await navigate(anaPage, notePath);
      await expect(activePage(anaPage).locator('[data-testid="proxied-image"][data-status="loaded"]')).toBeVisible();
      await expect.poll(() => storedBlobs(anaPage), { timeout: 20_000 }).toBe(1);
      await media.stop();

      await navigate(benPage, notePath);
      await expect(activePage(benPage).getByTestId('note-card').filter({ hasText: 'Sunset from the ridge' }).first()).toBeVisible();
      await expect(activePage(benPage).locator('[data-testid="proxied-image"][data-source="peer"] img')).toBeVisible({ timeout: 30_000 });
      expect(await shownImageHash(benPage)).toEqual({ hash: media.hash, width: 48 });
      // Ben keeps the verified blob too, for his own peers.
      await expect.poll(() => storedBlobs(benPage)).toBe(1);
    });
  } finally {
    await media.stop().catch(() => {});
  }
});

test("a 5 MiB file sent from ana's peer list arrives whole in ben's browser; with 'Receive files' off it is declined", async ({ app, browser }) => {
  test.setTimeout(180_000);
  await connectedPairFor(app, browser, async ({ ana, ben, anaPage, benPage }) => {
    const bytes = randomBytes(5 * 1024 * 1024);
    const anaRow = connectedPeer(anaPage, ben);
    await anaRow.getByLabel('File to send').setInputFiles({ name: 'field-notes.bin', mimeType: 'application/octet-stream', buffer: bytes });
    const incoming = benPage.getByRole('region', { name: 'Incoming files' });
    await expect(incoming.getByRole('progressbar', { name: 'Receiving field-notes.bin' }).or(incoming.getByRole('link', { name: 'Download field-notes.bin' }))).toBeVisible();
    const link = incoming.getByRole('link', { name: 'Download field-notes.bin' });
    await expect(link).toBeVisible({ timeout: 90_000 });
    await expect(incoming).toContainText('5.0 MB');
    await expect(anaRow).toContainText('Sent field-notes.bin (5.0 MB)');
    const downloading = benPage.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('field-notes.bin');
    expect(sha256(await readFile(await download.path()))).toBe(sha256(bytes));

    // Ben turns 'Receive files' off: the next file is declined at once, and nothing reaches his browser.
    await incoming.getByRole('button', { name: 'Dismiss field-notes.bin' }).click();
    await activePage(benPage).getByRole('switch', { name: 'Receive files' }).click();
    await expect(activePage(benPage).getByRole('switch', { name: 'Receive files' })).not.toBeChecked();
    await anaRow.getByLabel('File to send').setInputFiles({ name: 'second.txt', mimeType: 'text/plain', buffer: Buffer.from('not wanted') });
    await expect(anaRow).toContainText('The peer declined second.txt');
    await expect(incoming).toBeHidden();
    await expect(connectedPeer(benPage, ana)).toBeVisible();
  });
});
