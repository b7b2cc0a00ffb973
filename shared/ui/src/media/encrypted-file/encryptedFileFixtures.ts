// Stories and tests only: files encrypted exactly as other clients write them (formats.md 'Encrypted files'),
// served by an injected fetch, never the network.
import type { EncryptedFileMeta, FileFetch } from '@app/core';

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
const sha256Hex = async (bytes: Uint8Array) => hex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource)));

/** A fixed 32-byte key, hex. */
export const STORY_KEY = '0f'.repeat(32);

/** An 8×6 RGB PNG. */
export const SMALL_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAAX0lEQVR4nA3JMQHAQAgEQaRQIgMJSHgZlEg5KZQrAynJtGNmuJHGM8aQscYZZoEHGbxgAgUbXPxReJHFK6ZQscXVH4032bxmGjXbXP8hXKR4YoTEitMf4JDwYECwcPABEaJNQU+K2NMAAAAASUVORK5CYII='),
  (char) => char.charCodeAt(0),
);

/** `IV (12 bytes) ‖ AES-GCM ciphertext+tag`. */
export async function sealIvPrefixed(plain: Uint8Array, keyHex = STORY_KEY): Promise<Uint8Array> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const keyBytes = Uint8Array.from(keyHex.match(/../g)!, (pair) => parseInt(pair, 16));
  const key = await crypto.subtle.importKey('raw', keyBytes, 'AES-GCM', false, ['encrypt']);
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain as BufferSource));
  const sealed = new Uint8Array(12 + cipher.length);
  sealed.set(iv);
  sealed.set(cipher, 12);
  return sealed;
}

/** Each chunk sealed and stored beside the index as `<sha256>.bin`; the index sealed at `indexUrl`. */
export async function sealChunkedFile(plain: Uint8Array, chunkSize: number, indexUrl: string, keyHex = STORY_KEY) {
  const files = new Map<string, Uint8Array>();
  const chunkUrls: string[] = [];
  const chunkHashes: string[] = [];
  for (let offset = 0; offset < plain.length; offset += chunkSize) {
    const sealed = await sealIvPrefixed(plain.slice(offset, offset + chunkSize), keyHex);
    chunkHashes.push(await sha256Hex(sealed));
    chunkUrls.push(new URL(`${chunkHashes.at(-1)}.bin`, indexUrl).href);
    files.set(chunkUrls.at(-1)!, sealed);
  }
  const index = JSON.stringify({ fileName: 'index', size: plain.length, chunkSize, chunkHashes });
  files.set(indexUrl, await sealIvPrefixed(new TextEncoder().encode(index), keyHex));
  return { files, chunkUrls };
}

/** A fetch answering from `files` (404 otherwise); a request for `holdUrl` waits until `release()`. */
export function fileServer(files: ReadonlyMap<string, Uint8Array>, holdUrl?: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetch: FileFetch = async (url) => {
    if (url === holdUrl) await held;
    const body = files.get(url);
    return { ok: Boolean(body), arrayBuffer: async () => (body ?? new Uint8Array()).slice().buffer };
  };
  return { fetch, release };
}

/** An encrypted file's metadata, as encryptedFilesOf reads it from an imeta. */
export const fileMeta = (url: string, name: string, size: number, extra: Partial<EncryptedFileMeta> = {}): EncryptedFileMeta => ({
  url,
  key: STORY_KEY,
  name,
  size,
  algorithm: 'AES-GCM',
  ...extra,
});

/** A note's link to the file and the imeta tag describing it (the props note content gives the viewer). */
export function linkTo({ url, key, name, size, chunkSize, mime }: EncryptedFileMeta) {
  const fields = { 'decryption-key': key, name, size, 'chunk-size': chunkSize, m: mime };
  const parts = Object.entries(fields).flatMap(([field, value]) => (value === undefined ? [] : [`${field} ${value}`]));
  return { href: url, label: url, tags: [['imeta', `url ${url}`, ...parts]] };
}
