// Spec 3 §2 inline encrypted-file viewer: files encrypted here exactly as other clients write them (formats.md
// 'Encrypted files': IV ‖ AES-GCM, chunks of 4 MiB stored by the SHA-256 of their encrypted bytes beside an encrypted
// index), served by a local file server, linked from notes on the harness's relay.
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { startFileServer, type FileServer } from '../servers/file-server.mjs';
import { expect, test } from '../support/fixtures';
import { focusedCard, openNote } from '../support/notes';
import { gradientPng } from '../support/png';
import { publishAll, testUser } from '../support/relay-client';

const MiB = 1024 * 1024;
const CHUNK_SIZE = 4 * MiB;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** `IV (12 bytes) ‖ ciphertext+tag`, with WebCrypto. */
async function seal(plain: Uint8Array, keyHex: string): Promise<Buffer> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await crypto.subtle.importKey('raw', Buffer.from(keyHex, 'hex'), 'AES-GCM', false, ['encrypt']);
  return Buffer.concat([iv, new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new Uint8Array(plain)))]);
}

/** Serves a chunked file: each sealed chunk at `<folder>/<sha256>.bin`, the sealed index at `<folder>/index.bin`. */
async function serveChunkedFile(server: FileServer, folder: string, plain: Buffer, name: string, keyHex: string) {
  const chunkPaths: string[] = [];
  const chunkHashes: string[] = [];
  for (let offset = 0; offset < plain.length; offset += CHUNK_SIZE) {
    const sealed = await seal(plain.subarray(offset, offset + CHUNK_SIZE), keyHex);
    chunkHashes.push(sha256(sealed));
    chunkPaths.push(`${folder}/${chunkHashes.at(-1)}.bin`);
    server.put(chunkPaths.at(-1)!, sealed);
  }
  const index = JSON.stringify({ fileName: name, size: plain.length, chunkSize: CHUNK_SIZE, chunkHashes });
  return { url: server.put(`${folder}/index.bin`, await seal(Buffer.from(index), keyHex)), chunkPaths };
}

/** A note by a fresh author linking `url`, with the imeta fields given; opened on its page. */
async function openNoteWithFile(page: Page, relayUrl: string, text: string, url: string, imeta: string[]) {
  const author = testUser();
  const note = author.sign({ kind: 1, content: `${text}\n${url}`, tags: [['imeta', `url ${url}`, ...imeta]] });
  await publishAll(relayUrl, [author.sign({ kind: 0, content: JSON.stringify({ name: 'Encrypting Eve' }) }), note]);
  await openNote(page, note);
}

let files: FileServer;
test.beforeEach(async () => {
  files = await startFileServer();
});
test.afterEach(async () => {
  await files.close();
});

test('a chunked file (9 MiB in 4 MiB chunks) decrypts with progress and downloads byte for byte', async ({ page, app }) => {
  const key = randomBytes(32).toString('hex');
  const original = randomBytes(9 * MiB);
  const { url, chunkPaths } = await serveChunkedFile(files, '/vault/a1', original, 'field-recording.wav', key);
  expect(chunkPaths).toHaveLength(3);
  const releaseLastChunk = files.hold(chunkPaths[2]);

  const imeta = [`decryption-key ${key}`, 'name field-recording.wav', `size ${original.length}`, `chunk-size ${CHUNK_SIZE}`, 'encryption-algorithm AES-GCM'];
  await openNoteWithFile(page, app.relayUrl, 'My field recording, encrypted', url, imeta);
  const viewer = focusedCard(page).getByTestId('encrypted-file');
  const button = viewer.getByRole('button', { name: 'Download field-recording.wav' });
  await expect(button).toBeVisible();
  await expect(viewer).toContainText('9 MB');
  await expect(focusedCard(page).locator(`a[href="${url}"]`)).toHaveCount(0);

  const download = page.waitForEvent('download');
  await button.click();
  await expect(viewer.getByText('Decrypting... 67%')).toBeVisible();
  await expect(viewer.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
  releaseLastChunk();

  const saved = await download;
  expect(saved.suggestedFilename()).toBe('field-recording.wav');
  expect(sha256(await readFile(await saved.path()))).toBe(sha256(original));
  await expect(viewer.getByText(/Decrypting/)).toHaveCount(0);
  await expect(button).toBeEnabled();
  expect(files.requests).toEqual(['/vault/a1/index.bin', ...chunkPaths]);
});

test('a single encrypted image shows inline, decrypted in the browser', async ({ page, app }) => {
  const key = randomBytes(32).toString('hex');
  const png = gradientPng(40, 30);
  const url = files.put('/vault/b2/photo.bin', await seal(png, key));
  await openNoteWithFile(page, app.relayUrl, 'A photo only you can see', url, [`decryption-key ${key}`, 'name photo.png', `size ${png.length}`, 'm image/png']);

  const image = focusedCard(page).getByTestId('encrypted-file').getByRole('img', { name: 'photo.png' });
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(40);
});

test('a .bin link whose imeta has no key stays a plain external link', async ({ page, app }) => {
  const url = files.put('/vault/c3/secret.bin', Buffer.from('never fetched'));
  await openNoteWithFile(page, app.relayUrl, 'Nobody can open this one', url, ['name secret.txt', 'size 13']);

  await expect(focusedCard(page).locator(`a[href="${url}"]`)).toHaveAttribute('target', '_blank');
  await expect(focusedCard(page).getByTestId('encrypted-file')).toHaveCount(0);
  expect(files.requests).toEqual([]);
});
