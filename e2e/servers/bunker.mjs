// A NIP-46 remote signer ("bunker") for tests: listens on a real relay for kind-24133 requests
// p-tagged to its key, decrypts them (NIP-44, or NIP-04 from old clients) and answers.
import * as nip04 from 'nostr-tools/nip04';
import * as nip44 from 'nostr-tools/nip44';
import { finalizeEvent, generateSecretKey, getPublicKey } from 'nostr-tools/pure';
import WebSocket from 'ws';

const KIND = 24133;

/**
 * Starts a bunker on `relayUrl`. The bunker key (in the URI) differs from the user key it signs with,
 * as NIP-46 allows. Returns { remotePubkey, userPubkey, uri, requests, connectTo(nostrconnectUri), close() }.
 */
export async function startBunker({ relayUrl, userSecretKey = generateSecretKey(), secret = randomHex(8) }) {
  const bunkerKey = generateSecretKey();
  const remotePubkey = getPublicKey(bunkerKey);
  const userPubkey = getPublicKey(userSecretKey);
  const authorized = new Set();
  const requests = [];
  const socket = await openSocket(relayUrl);

  const reply = (clientPubkey, response) => {
    const content = nip44.encrypt(JSON.stringify(response), nip44.getConversationKey(bunkerKey, clientPubkey));
    const event = finalizeEvent({ kind: KIND, created_at: now(), tags: [['p', clientPubkey]], content }, bunkerKey);
    socket.send(JSON.stringify(['EVENT', event]));
  };

  const methods = {
    connect: (client, [, given]) => {
      if (secret && given !== secret) throw new Error('invalid secret');
      authorized.add(client);
      return 'ack';
    },
    ping: () => 'pong',
    get_public_key: () => userPubkey,
    sign_event: (_, [json]) => JSON.stringify(finalizeEvent(JSON.parse(json), userSecretKey)),
    nip04_encrypt: (_, [peer, text]) => nip04.encrypt(userSecretKey, peer, text),
    nip04_decrypt: (_, [peer, text]) => nip04.decrypt(userSecretKey, peer, text),
    nip44_encrypt: (_, [peer, text]) => nip44.encrypt(text, nip44.getConversationKey(userSecretKey, peer)),
    nip44_decrypt: (_, [peer, text]) => nip44.decrypt(text, nip44.getConversationKey(userSecretKey, peer)),
  };

  const handle = (event) => {
    let request;
    try {
      request = JSON.parse(decrypt(bunkerKey, event));
    } catch {
      return; // not for us or unreadable
    }
    requests.push({ method: request.method, client: event.pubkey });
    try {
      const method = methods[request.method];
      if (!method) throw new Error(`unknown method ${request.method}`);
      if (request.method !== 'connect' && request.method !== 'ping' && !authorized.has(event.pubkey)) throw new Error('unauthorized');
      reply(event.pubkey, { id: request.id, result: method(event.pubkey, request.params ?? []) });
    } catch (error) {
      reply(event.pubkey, { id: request.id, result: '', error: error.message });
    }
  };

  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message[0] === 'EVENT' && message[1] === 'bunker' && message[2]?.kind === KIND) handle(message[2]);
  });
  await subscribe(socket, { kinds: [KIND], '#p': [remotePubkey], since: now() - 10 });

  return {
    remotePubkey,
    userPubkey,
    requests,
    uri: `bunker://${remotePubkey}?relay=${encodeURIComponent(relayUrl)}${secret ? `&secret=${secret}` : ''}`,
    /** Acts on a nostrconnect:// URI the client shows: answers its secret and trusts that client. */
    connectTo(nostrconnectUri) {
      const url = new URL(nostrconnectUri);
      const client = url.hostname;
      authorized.add(client);
      reply(client, { id: randomHex(8), result: url.searchParams.get('secret') });
    },
    close: () => new Promise((resolve) => (socket.readyState === WebSocket.CLOSED ? resolve() : (socket.once('close', resolve), socket.close()))),
  };
}

function decrypt(secretKey, event) {
  if (event.content.includes('?iv=')) return nip04.decrypt(secretKey, event.pubkey, event.content);
  return nip44.decrypt(event.content, nip44.getConversationKey(secretKey, event.pubkey));
}

function openSocket(url) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Sends the REQ and waits for its EOSE, so no request published afterwards is missed. */
function subscribe(socket, filter) {
  return new Promise((resolve) => {
    const onMessage = (data) => {
      const message = JSON.parse(String(data));
      if (message[0] === 'EOSE' && message[1] === 'bunker') {
        socket.off('message', onMessage);
        resolve();
      }
    };
    socket.on('message', onMessage);
    socket.send(JSON.stringify(['REQ', 'bunker', filter]));
  });
}

const now = () => Math.floor(Date.now() / 1000);
const randomHex = (bytes) => Array.from(generateSecretKey().slice(0, bytes), (b) => b.toString(16).padStart(2, '0')).join('');
