import type { Page } from '@playwright/test';
import { neventEncode } from 'nostr-tools/nip19';
import { createHash } from 'node:crypto';
import { startBlossomServer } from '../servers/blossom-server.mjs';
import { expect, test } from '../support/fixtures';
import { gradientPng } from '../support/png';
import { composer, focusedCard, noteText, signedInUser } from '../support/notes';
import { newestEvent } from '../support/relay-client';

/** Makes `url` the user's default (Blossom) media server in the persisted user store, before the app loads. */
async function useMediaServer(page: Page, url: string) {
  await page.addInitScript((server) => {
    try {
      const key = 'user-storage';
      const envelope = JSON.parse(localStorage.getItem(key) ?? 'null') ?? { state: {} };
      envelope.state = { ...envelope.state, mediaservers: [server], defaultMediaserver: server };
      envelope.version = 2;
      localStorage.setItem(key, JSON.stringify(envelope));
    } catch {
      // about:blank and other opaque origins have no storage.
    }
  }, { url, protocol: 'blossom' });
}

const field = (tag: string[], name: string) => tag.find((part) => part.startsWith(`${name} `))?.slice(name.length + 1);

test('an image uploaded to the Blossom server is attached with its imeta tag and shown in the published note', async ({ page, app }) => {
  const blossom = await startBlossomServer({ port: 0 });
  try {
    await useMediaServer(page, blossom.url);
    const me = await signedInUser(page);
    await page.goto('/new');
    await noteText(page).fill('A gradient I made');

    const png = gradientPng(40, 30);
    const sha256 = createHash('sha256').update(png).digest('hex');
    await composer(page).getByTestId('composer-file-input').setInputFiles({ name: 'gradient.png', mimeType: 'image/png', buffer: png });
    const url = `${blossom.url}/${sha256}.png`;
    await expect(composer(page).getByRole('list', { name: 'Attached media' }).locator(`img[src="${url}"]`)).toBeVisible();
    await expect(noteText(page)).toHaveValue(`A gradient I made\n${url}`);
    expect(blossom.uploads).toHaveLength(1);
    expect(blossom.uploads[0]).toMatchObject({ sha256, size: png.length, type: 'image/png' });
    expect(blossom.uploads[0].auth).toMatchObject({ kind: 24242, pubkey: me.pubkey });

    await composer(page).getByRole('button', { name: 'Post' }).click();
    await expect.poll(async () => (await newestEvent(app.relayUrl, { kinds: [1], authors: [me.pubkey] }))?.content).toBe(`A gradient I made\n${url}`);
    const note = (await newestEvent(app.relayUrl, { kinds: [1], authors: [me.pubkey] }))!;
    const imeta = note.tags.filter((tag) => tag[0] === 'imeta');
    expect(imeta).toHaveLength(1);
    expect(field(imeta[0], 'url')).toBe(url);
    expect(field(imeta[0], 'm')).toBe('image/png');
    expect(field(imeta[0], 'x')).toBe(sha256);
    expect(field(imeta[0], 'size')).toBe(String(png.length));
    expect(field(imeta[0], 'dim')).toBe('40x30');
    expect(field(imeta[0], 'blurhash')).toMatch(/^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{10,}$/);

    await expect(page).toHaveURL(new RegExp(`/${neventEncode({ id: note.id, author: me.pubkey, kind: 1 })}$`));
    const image = focusedCard(page).locator(`img[src="${url}"]`);
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(40);
  } finally {
    await blossom.close();
  }
});
