import { finalizeEvent, generateSecretKey } from 'nostr-tools/pure';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startHostileInfoRelay } from './hostile-info-relay.mjs';

const event = JSON.parse(JSON.stringify(finalizeEvent({ kind: 1, created_at: 1, tags: [], content: 'x'.repeat(200_000) }, generateSecretKey())));
let relay;
afterEach(() => relay?.close());

/** The frames the relay answers one REQ with. */
function request(url, filter) {
  const socket = new WebSocket(url);
  const frames = [];
  return new Promise((resolve) => {
    socket.on('open', () => socket.send(JSON.stringify(['REQ', 's', filter])));
    socket.on('message', (data) => {
      frames.push(JSON.parse(String(data)));
      if (frames.at(-1)[0] !== 'EOSE') return;
      socket.close();
      resolve(frames);
    });
  });
}

describe('hostile info relay', () => {
  it('serves the NIP-11 document of the path asked for, with CORS, only on Accept: application/nostr+json', async () => {
    relay = await startHostileInfoRelay({ documentFor: (path) => ({ name: `<b>${path}</b>` }) });
    const http = relay.url.replace('ws:', 'http:');
    const info = await fetch(`${http}/case-3`, { headers: { Accept: 'application/nostr+json' } });
    expect(info.headers.get('access-control-allow-origin')).toBe('*');
    expect(await info.json()).toEqual({ name: '<b>/case-3</b>' });
    expect((await fetch(`${http}/case-3`)).status).toBe(404);
    await fetch(`${http}/case-3/`, { headers: { Accept: 'application/nostr+json' } });
    expect(relay.infoRequests.get('/case-3')).toBe(2);
  });

  it('answers a REQ at its root with the matching events (larger than a real relay takes) and EOSE; other paths hold none', async () => {
    relay = await startHostileInfoRelay({ events: [event] });
    expect(await request(`${relay.url}/`, { ids: [event.id] })).toEqual([['EVENT', 's', event], ['EOSE', 's']]);
    expect(await request(relay.url, { kinds: [7] })).toEqual([['EOSE', 's']]);
    expect(await request(`${relay.url}/3/`, { ids: [event.id] })).toEqual([['EOSE', 's']]);
  });
});
