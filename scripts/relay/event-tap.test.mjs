// The relay's onEvent hook: e2e tests collect every event the app sends (scripts/schemas, e2e/support/fixtures.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { finalizeEvent, generateSecretKey } from 'nostr-tools/pure';
import { startRelay } from './server.mjs';

const seen = [];
let relay;

beforeAll(async () => {
  relay = await startRelay({ port: 0, seed: false, log: () => {}, onEvent: (event, meta) => seen.push({ id: event.id, origin: meta.origin }) });
});
afterAll(() => relay.close());

/** Sends raw frames over a socket (with an Origin header when given) and waits for the relay's OK to the event. */
async function send(frames, eventId, origin) {
  const ws = new WebSocket(relay.url, origin ? { origin } : {});
  await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)));
  const ok = new Promise((resolve) => ws.on('message', (data) => JSON.parse(String(data))[1] === eventId && resolve()));
  for (const frame of frames) ws.send(frame);
  await ok;
  ws.close();
}

describe('startRelay onEvent', () => {
  it("hands every EVENT to the hook with the sender's Origin header, and nothing else", async () => {
    const note = finalizeEvent({ kind: 1, created_at: Math.floor(Date.now() / 1000), content: 'from the app', tags: [] }, generateSecretKey());
    await send(['not json', JSON.stringify(['REQ', 's', { limit: 1 }]), JSON.stringify(['EVENT', note])], note.id, 'http://127.0.0.1:18080');
    const fromNode = finalizeEvent({ kind: 1, created_at: Math.floor(Date.now() / 1000), content: 'from a test', tags: [] }, generateSecretKey());
    await send([JSON.stringify(['EVENT', fromNode])], fromNode.id);
    expect(seen).toEqual([{ id: note.id, origin: 'http://127.0.0.1:18080' }, { id: fromNode.id, origin: undefined }]);
  });
});
