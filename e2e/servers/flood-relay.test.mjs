import { on, once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startFloodRelay } from './flood-relay.mjs';

const author = 'a'.repeat(64);
let relay;
let socket;
afterEach(async () => {
  socket?.terminate();
  await relay?.close();
});

/** Connects to `mode`'s flood relay; `next()` resolves with the next frame it sends, as text. */
async function connect(mode, total) {
  relay = await startFloodRelay({ mode, total });
  socket = new WebSocket(relay.url);
  const frames = on(socket, 'message');
  await once(socket, 'open');
  return { send: (message) => socket.send(JSON.stringify(message)), next: async () => String((await frames.next()).value[0]) };
}

/** A ping answered: every frame the relay sent before it has arrived. */
const pingPong = async () => {
  socket.ping();
  await once(socket, 'pong');
};

const isJson = (text) => {
  try {
    return JSON.parse(text) !== undefined;
  } catch {
    return false;
  }
};

describe('flood relay', () => {
  it("'garbage' floods a REQ with malformed frames, never EOSE", async () => {
    const client = await connect('garbage', 6);
    client.send(['REQ', 's', { kinds: [1] }]);
    const frames = await Promise.all(Array.from({ length: 6 }, client.next));
    expect(frames).toEqual(['["SPAM",0]', '{"junk":1', '["SPAM",2]', '{"junk":3', '["SPAM",4]', '{"junk":5']);
    expect(frames.filter(isJson)).toHaveLength(3);
    expect(relay.stats).toMatchObject({ connections: 1, reqs: 1, frames: 6 });
  });

  it("'mixed' sends events for the subscription with a forgery on the filter's author, and keeps on after CLOSE", async () => {
    const client = await connect('mixed', 10);
    client.send(['REQ', 'feed', { authors: [author], kinds: [1] }]);
    const first = JSON.parse(await client.next());
    client.send(['CLOSE', 'feed']);
    const rest = await Promise.all(Array.from({ length: 9 }, client.next));
    const frames = [first, ...rest.map((frame) => JSON.parse(frame))];
    expect(frames.every(([type, subId]) => type === 'EVENT' && subId === 'feed')).toBe(true);
    expect(frames[5][2]).toMatchObject({ pubkey: author, kind: 1, sig: 'ab'.repeat(64) });
    expect(frames[0][2].kind).toBe(30000);
    await pingPong();
    expect(relay.stats).toMatchObject({ reqs: 1, closesIgnored: 1, frames: 10 });
  });

  it("'big' sends 1 MB frames", async () => {
    const client = await connect('big', 1);
    client.send(['REQ', 's', {}]);
    expect((await client.next()).length).toBeGreaterThan(1024 * 1024);
  });

  it("'silent' takes REQs and never answers, not even with EOSE; keepalive REQs are not counted", async () => {
    const client = await connect('silent', 10);
    const received = [];
    socket.on('message', (data) => received.push(String(data)));
    client.send(['REQ', 'keepalive:1', {}]);
    client.send(['REQ', 's', {}]);
    // Two round trips: the second pong comes after anything the relay sent on the REQs, even on the next tick.
    await pingPong();
    await pingPong();
    expect(received).toEqual([]);
    expect(relay.stats).toMatchObject({ connections: 1, reqs: 1, frames: 0 });
    expect(relay.openSockets()).toBe(1);
  });
});
