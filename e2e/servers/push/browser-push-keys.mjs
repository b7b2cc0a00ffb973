// The browser's side of a push subscription for tests: a P-256 key pair and auth secret (what PushManager.subscribe
// makes) and decryption of the aes128gcm messages sent to it, with http_ece's own decrypt.
import { createECDH, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

const ece = createRequire(import.meta.url)('http_ece');

/** A browser push subscription for `endpoint`: its stored entry `{ endpoint, p256dh, auth }` and `read(body)` → JSON. */
export function browserPushKeys(endpoint) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    entry: { endpoint, p256dh: ecdh.getPublicKey('base64url', 'uncompressed'), auth },
    /** Decrypts a received body (the sender's key and salt are in its aes128gcm header) and parses it. */
    read: (body) => JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')),
  };
}
