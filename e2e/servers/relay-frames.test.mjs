import { once } from 'node:events';
import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { authChallenge, closed, eose, eventFrame, notice, ok, parseClientMessage, startWsRelay } from './relay-frames.mjs';

const event = { id: 'e1', kind: 1 };
let relay;
afterEach(() => relay?.close());

/** Sends `message` to the relay at `url` and resolves with its first answer, parsed. */
async function firstAnswer(url, message) {
  const socket = new WebSocket(url);
  await once(socket, 'open');
  socket.send(message);
  const [data] = await once(socket, 'message');
  socket.close();
  return JSON.parse(String(data));
}

describe('parseClientMessage', () => {
  it('reads REQ, CLOSE, EVENT and AUTH, from a string or a Buffer', () => {
    expect(parseClientMessage('["REQ","s",{"kinds":[1]},{"limit":2}]')).toEqual({ type: 'REQ', subId: 's', filters: [{ kinds: [1] }, { limit: 2 }] });
    expect(parseClientMessage('["REQ","s"]')).toEqual({ type: 'REQ', subId: 's', filters: [] });
    expect(parseClientMessage(Buffer.from('["CLOSE","s"]'))).toEqual({ type: 'CLOSE', subId: 's' });
    expect(parseClientMessage(JSON.stringify(['EVENT', event]))).toEqual({ type: 'EVENT', event });
    expect(parseClientMessage(JSON.stringify(['AUTH', event]))).toEqual({ type: 'AUTH', event });
  });

  it('gives null for garbage JSON', () => {
    for (const garbage of ['', '{not json', '["REQ",', 'undefined']) expect(parseClientMessage(garbage)).toBeNull();
  });

  it('gives null for the wrong shapes and unknown types', () => {
    const wrong = [null, 5, 'REQ', {}, [], ['REQ'], ['REQ', 5, {}], ['REQ', 's', 'x'], ['REQ', 's', null], ['REQ', 's', [1]],
      ['CLOSE'], ['CLOSE', 1], ['EVENT'], ['EVENT', 'x'], ['EVENT', null], ['EVENT', [event]], ['AUTH', 'challenge'],
      ['COUNT', 's', {}], ['NOTICE', 'hi'], [{ type: 'REQ' }]];
    for (const message of wrong) expect(parseClientMessage(JSON.stringify(message)), JSON.stringify(message)).toBeNull();
  });
});

describe('frames', () => {
  it('are the NIP-01 and NIP-42 relay messages as JSON text', () => {
    expect([eventFrame('s', event), eose('s'), ok('e1', false, 'blocked: no'), notice('hi'), closed('s', 'error: x'), authChallenge('c')].map((frame) => JSON.parse(frame))).toEqual([
      ['EVENT', 's', event], ['EOSE', 's'], ['OK', 'e1', false, 'blocked: no'], ['NOTICE', 'hi'], ['CLOSED', 's', 'error: x'], ['AUTH', 'c'],
    ]);
  });
});

describe('startWsRelay', () => {
  it('hands each parsed message to onMessage with the connection state, drops garbage, and answers over a real socket', async () => {
    const seen = [];
    relay = await startWsRelay({
      onConnection: (socket, request) => request.url,
      onMessage: (message, socket, path) => {
        seen.push(message.type);
        if (message.type === 'REQ') socket.send(closed(message.subId, `path ${path}`));
      },
    });
    expect(relay.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
    expect(await firstAnswer(`${relay.url}/here`, '["REQ","s",{}]')).toEqual(['CLOSED', 's', 'path /here']);
    const socket = new WebSocket(relay.url);
    await once(socket, 'open');
    socket.send('{garbage');
    socket.send('["REQ","t"]');
    expect(JSON.parse(String((await once(socket, 'message'))[0]))).toEqual(['CLOSED', 't', 'path /']);
    expect(seen).toEqual(['REQ', 'REQ']);
    await relay.close();
    await once(socket, 'close');
  });

  it('serves on a given HTTP server and closes it', async () => {
    const httpServer = createServer((request, response) => response.end('http'));
    relay = await startWsRelay({ httpServer, onMessage: (message, socket) => socket.send(eose(message.subId)) });
    expect(await (await fetch(relay.url.replace('ws:', 'http:'))).text()).toBe('http');
    expect(await firstAnswer(relay.url, '["REQ","s"]')).toEqual(['EOSE', 's']);
    await relay.close();
    expect(httpServer.listening).toBe(false);
  });
});
