import { on, once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startAuthLoopRelay } from './auth-loop-relay.mjs';

let relay;
let socket;
afterEach(async () => {
  socket?.terminate();
  await relay?.close();
});

describe('auth loop relay', () => {
  it('challenges on connect, on every REQ (with CLOSED auth-required) and after each AUTH it accepts', async () => {
    relay = await startAuthLoopRelay();
    socket = new WebSocket(relay.url);
    const frames = on(socket, 'message');
    const next = async () => JSON.parse(String((await frames.next()).value[0]));
    const send = (message) => socket.send(JSON.stringify(message));
    await once(socket, 'open');

    const [type, firstChallenge] = await next();
    expect([type, typeof firstChallenge]).toEqual(['AUTH', 'string']);
    send(['REQ', 's', { kinds: [1] }]);
    const [reqChallenge, closed] = [await next(), await next()];
    expect(reqChallenge[0]).toBe('AUTH');
    expect(closed).toEqual(['CLOSED', 's', 'auth-required: sign in again']);

    const challenges = new Set([firstChallenge, reqChallenge[1]]);
    for (const id of ['auth-1', 'auth-2']) {
      send(['AUTH', { id, kind: 22242 }]);
      expect(await next()).toEqual(['OK', id, true, '']);
      const [again, challenge] = await next();
      expect(again).toBe('AUTH');
      challenges.add(challenge);
    }
    expect(challenges.size).toBe(4);

    send(['EVENT', { id: 'note' }]);
    expect(await next()).toEqual(['OK', 'note', false, 'auth-required: sign in again']);
    expect(relay.stats).toEqual({ connections: 1, reqs: 1, authsPerConnection: [2] });
  });
});
