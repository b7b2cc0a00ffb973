// Real-parts test: hostile searches and malformed messages sent to the real relay never take it down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { finalizeEvent, generateSecretKey } from 'nostr-tools/pure';
import { seedRepository, startRelay } from './server.mjs';

const HOSTILE_SEARCHES = [
  '#art', '#', '"', '""', "'", 'coffee"', '"coffee', '*', 'coffee*', '(', ')', '(coffee', 'coffee)', '()',
  'NEAR', 'NEAR(coffee art)', 'NEAR(coffee art, 2)', 'AND', 'OR', 'NOT', 'coffee AND', 'OR coffee', 'NOT coffee',
  'coffee AND OR NOT', ':', 'content:coffee', 'id:x', '{content}: coffee', '^', '^coffee', '-', '-coffee', '+',
  '+coffee', '\\', '%', '[', ']', '&', '|', ';', "'; DROP TABLE events; --", '\u0000', '\u0000coffee',
  '🎉', '東京タワー', 'café', 'ab', '', '   ', '\t\n', 'x'.repeat(256), 'word '.repeat(51), '#'.repeat(256),
];

const MALFORMED = [
  'not json', '', '[]', '{}', 'null', '42', '"REQ"', '["REQ"]', '["REQ", 1]', '["REQ","x","notafilter"]',
  '["REQ","x",{"kinds":"1"}]', '["REQ","x",{"kinds":[-1]}]', '["REQ","x",{"authors":["zz"]}]',
  '["REQ","x",{"search":5}]', '["REQ","x",{"#t":"art"}]', '["REQ","x",{"since":-5}]',
  JSON.stringify(['REQ', 'x', { search: 'a'.repeat(300) }]), JSON.stringify(['REQ', 'y'.repeat(1000), {}]),
  '["EVENT"]', '["EVENT",{}]', '["EVENT",{"id":"x"}]', '["CLOSE"]', '["CLOSE",5]', '["AUTH",{}]',
  '["FOO","bar"]', '["COUNT","x",{}]', '['.repeat(10_000), Buffer.from([0xff, 0xfe, 0x00]),
  'x'.repeat(1_000_000),
];

let srv;
let tagged;

// A raw connection that records every message; `send` resolves with the first reply matching `pred`.
async function openSocket() {
  const ws = new WebSocket(srv.url);
  const messages = [];
  ws.on('message', (data) => messages.push(JSON.parse(data.toString())));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const send = async (payload, pred) => {
    const from = messages.length;
    ws.send(typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload));
    const until = Date.now() + 5000;
    while (Date.now() < until) {
      const reply = messages.slice(from).find(pred);
      if (reply) return reply;
      await new Promise((r) => setTimeout(r, 5));
    }
    throw new Error(`no reply to ${String(payload).slice(0, 80)}; got ${JSON.stringify(messages.slice(from))}`);
  };
  return { ws, messages, send };
}

const endOf = (id) => (m) => (m[0] === 'EOSE' || m[0] === 'CLOSED') && m[1] === id;

// A normal REQ still gets its stored events and EOSE.
async function expectServing(socket, id) {
  await socket.send(['REQ', id, { kinds: [1], limit: 5 }], endOf(id));
  const found = socket.messages.filter((m) => m[0] === 'EVENT' && m[1] === id);
  expect(found.length).toBeGreaterThan(0);
  expect(socket.messages.at(-1)).toEqual(['EOSE', id]);
}

// A word search still finds the seeded note.
async function expectWordSearch(socket, id) {
  await socket.send(['REQ', id, { kinds: [1], search: 'museum' }], endOf(id));
  const ids = socket.messages.filter((m) => m[0] === 'EVENT' && m[1] === id).map((m) => m[2].id);
  expect(ids).toEqual([tagged.id]);
}

beforeAll(async () => {
  srv = await startRelay({ port: 0, seed: false, log: () => {} });
  const sk = generateSecretKey();
  const now = Math.floor(Date.now() / 1000);
  tagged = finalizeEvent({ kind: 1, created_at: now, tags: [['t', 'art']], content: 'Coffee at the art museum #art' }, sk);
  const other = finalizeEvent({ kind: 1, created_at: now - 1, tags: [], content: 'Morning walk by the river' }, sk);
  await seedRepository(srv.repository, [tagged, other]);
});
afterAll(() => srv?.close());

describe('relay under hostile input', () => {
  it('answers every hostile search with EOSE or an error CLOSED and keeps serving', async () => {
    const socket = await openSocket();
    const bystander = await openSocket();
    for (const [i, search] of HOSTILE_SEARCHES.entries()) {
      const end = await socket.send(['REQ', `s${i}`, { kinds: [1], search }], endOf(`s${i}`));
      if (end[0] === 'CLOSED') expect(end[2]).toMatch(/^error: /);
      await expectServing(socket, `after-s${i}`);
    }
    await expectWordSearch(socket, 'word');
    await expectServing(bystander, 'bystander');
    socket.ws.close();
    bystander.ws.close();
  });

  it('finds the tagged note by its hashtag word, with or without the #', async () => {
    const socket = await openSocket();
    for (const search of ['#art', 'art', 'ART museum', '"museum"']) {
      await socket.send(['REQ', search, { kinds: [1], search }], endOf(search));
      const ids = socket.messages.filter((m) => m[0] === 'EVENT' && m[1] === search).map((m) => m[2].id);
      expect(ids).toEqual([tagged.id]);
    }
    socket.ws.close();
  });

  it('answers every malformed message with a NOTICE and keeps serving', async () => {
    const socket = await openSocket();
    for (const [i, payload] of MALFORMED.entries()) {
      await socket.send(payload, (m) => m[0] === 'NOTICE' || m[0] === 'CLOSED');
      await expectServing(socket, `after-m${i}`);
    }
    await expectWordSearch(socket, 'word');
    socket.ws.close();
  });

  it('closes only the connection that sends a frame over the size limit', async () => {
    const bystander = await openSocket();
    const offender = await openSocket();
    const closed = new Promise((resolve) => offender.ws.once('close', resolve));
    offender.ws.send('x'.repeat(1024 * 1024 + 1));
    expect(await closed).toBe(1009);
    await expectServing(bystander, 'bystander');
    await expectServing(await openSocket(), 'newcomer');
  });

  it('answers a query that fails in the database with CLOSED "error: …" and stays up', async () => {
    const broken = await startRelay({ port: 0, seed: false, log: () => {} });
    try {
      broken.repository.getDatabase().close();
      const ws = new WebSocket(broken.url);
      const replies = [];
      ws.on('message', (data) => replies.push(JSON.parse(data.toString())));
      await new Promise((resolve) => ws.once('open', resolve));
      ws.send(JSON.stringify(['REQ', 'fails', { kinds: [1], search: 'coffee' }]));
      await expect.poll(() => replies.find(endOf('fails'))).toBeDefined();
      expect(replies.find(endOf('fails'))).toEqual(['CLOSED', 'fails', 'error: The database connection is not open']);
      const info = await fetch(broken.httpUrl, { headers: { Accept: 'application/nostr+json' } });
      expect((await info.json()).name).toBe('demo relay');
      ws.close();
    } finally {
      await broken.close().catch(() => {});
    }
  });
});
