// Real-parts test: the local relay (core + SQLite + ws) seeded with the demo fixture, driven by nostr-tools.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Relay, useWebSocketImplementation } from 'nostr-tools/relay';
import { finalizeEvent, generateSecretKey } from 'nostr-tools/pure';
import { startRelay } from './server.mjs';
import { loadSummary } from '../demo/fixture.mjs';
import { freshDemo } from '../demo/fresh-demo.mjs';

useWebSocketImplementation(WebSocket);

let srv;
let relay;
let summary;
const logs = [];

// Runs one REQ and resolves with the stored events at EOSE.
function query(filter) {
  return new Promise((resolve) => {
    const got = [];
    const sub = relay.subscribe([filter], {
      onevent: (e) => got.push(e),
      oneose: () => {
        sub.close();
        resolve(got);
      },
    });
  });
}

// Opens a raw ws connection that records every parsed message.
async function rawSocket(url) {
  const ws = new WebSocket(url);
  const messages = [];
  ws.on('message', (d) => messages.push(JSON.parse(d.toString())));
  await new Promise((res, rej) => {
    ws.once('open', res);
    ws.once('error', rej);
  });
  const waitFor = async (pred, ms = 3000) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const m = messages.find(pred);
      if (m) return m;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('timed out waiting for message; got ' + JSON.stringify(messages));
  };
  return { ws, messages, waitFor };
}

beforeAll(async () => {
  summary = await loadSummary(freshDemo().summaryUrl);
  const t0 = performance.now();
  srv = await startRelay({ port: 0, dbPath: ':memory:', log: (...a) => logs.push(a.join(' ')) });
  const ms = Math.round(performance.now() - t0);
  console.log(`relay started on ${srv.url} with ${srv.eventCount()} events in ${ms} ms (${logs.join('; ')})`);
  relay = await Relay.connect(srv.url);
}, 120_000);

afterAll(async () => {
  relay?.close();
  await srv?.close();
});

describe('local relay with demo data', () => {
  it('seeded every fixture event and reports a real port', () => {
    expect(srv.port).toBeGreaterThan(0);
    expect(srv.url).toBe(`ws://127.0.0.1:${srv.port}`);
    expect(srv.eventCount()).toBe(summary.total);
  });

  it('returns the welcome note as the newest kind-1', async () => {
    const [newest] = await query({ kinds: [1], limit: 1 });
    expect(newest.id).toBe(summary.welcomeNoteId);
    expect(newest.content).toBe('Welcome to the demo relay');
    expect(newest.created_at).toBe(summary.base);
  });

  it('has 40 profiles', async () => {
    const profiles = await query({ kinds: [0] });
    expect(profiles).toHaveLength(40);
    expect(new Set(profiles.map((p) => p.pubkey)).size).toBe(40);
  });

  it('answers NIP-50 search', async () => {
    const found = await query({ kinds: [1], search: 'coffee', limit: 20 });
    expect(found.length).toBeGreaterThan(0);
    for (const e of found) expect(e.content.toLowerCase()).toContain('coffee');
  });

  it('finds the article, the listing and the geotagged note by tag', async () => {
    const [article] = await query({ kinds: [30023], '#d': ['getting-started-with-the-demo-relay'] });
    expect(article.id).toBe(summary.articleId);
    const [listing] = await query({ kinds: [30402], '#g': ['u33dc0'] });
    expect(listing.id).toBe(summary.marketId);
    const geo = await query({ kinds: [1], '#g': ['u33dc0'] });
    expect(geo.map((e) => e.id)).toEqual([summary.geoNoteId]);
  });

  it('serves the NIP-11 document with the Accept header and CORS', async () => {
    const res = await fetch(srv.httpUrl, { headers: { Accept: 'application/nostr+json' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const doc = await res.json();
    expect(doc.supported_nips).toContain(50);
    const pre = await fetch(srv.httpUrl, { method: 'OPTIONS' });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(srv.httpUrl + '/nothing')).status).toBe(404);
  });

  it('serves avatars and banners as SVG', async () => {
    for (const path of ['/avatars/0.svg', '/avatars/banner-1.svg']) {
      const res = await fetch(srv.httpUrl + path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('cache-control')).toContain('max-age');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(await res.text()).toMatch(/^<svg /);
    }
  });

  it('survives malformed messages and keeps the connection usable', async () => {
    const { ws, messages, waitFor } = await rawSocket(srv.url);
    ws.send('not json');
    ws.send('["REQ"]');
    ws.send('{"foo":1}');
    await waitFor((m) => m[0] === 'NOTICE');
    ws.send(JSON.stringify(['REQ', 'after', { kinds: [1], limit: 2 }]));
    await waitFor((m) => m[0] === 'EOSE' && m[1] === 'after');
    expect(messages.filter((m) => m[0] === 'EVENT' && m[1] === 'after')).toHaveLength(2);
    expect(messages.filter((m) => m[0] === 'NOTICE').length).toBeGreaterThanOrEqual(2);
    ws.close();
  });

  it('accepts a freshly signed event and serves it back', async () => {
    const sk = generateSecretKey();
    const ev = finalizeEvent(
      { kind: 1, created_at: Math.floor(Date.now() / 1000), tags: [], content: 'fresh test note' },
      sk,
    );
    await expect(relay.publish(ev)).resolves.toBeDefined();
    const [back] = await query({ ids: [ev.id] });
    expect(back?.content).toBe('fresh test note');
  });

  it('rejects a bad signature with OK false', async () => {
    const sk = generateSecretKey();
    const ev = finalizeEvent(
      { kind: 1, created_at: Math.floor(Date.now() / 1000), tags: [], content: 'forged' },
      sk,
    );
    const bad = { ...ev, sig: ev.sig.slice(0, -4) + (ev.sig.endsWith('0000') ? '1111' : '0000') };
    const { ws, waitFor } = await rawSocket(srv.url);
    ws.send(JSON.stringify(['EVENT', bad]));
    const ok = await waitFor((m) => m[0] === 'OK' && m[1] === bad.id);
    expect(ok[2]).toBe(false);
    ws.close();
    await expect(relay.publish(bad)).rejects.toThrow();
  });
});

describe('NIP-42 mode', () => {
  it('sends AUTH, restricts kind-4 REQs until authenticated, then serves them', async () => {
    const authed = await startRelay({ port: 0, seed: false, auth: true, log: () => {} });
    try {
      const { ws, waitFor } = await rawSocket(authed.url);
      const challenge = (await waitFor((m) => m[0] === 'AUTH'))[1];
      ws.send(JSON.stringify(['REQ', 'dm', { kinds: [4] }]));
      const closed = await waitFor((m) => m[0] === 'CLOSED' && m[1] === 'dm');
      expect(closed[2]).toMatch(/restricted|auth/i);
      const auth = finalizeEvent({
        kind: 22242, created_at: Math.floor(Date.now() / 1000), content: '',
        tags: [['relay', authed.url], ['challenge', challenge]],
      }, generateSecretKey());
      ws.send(JSON.stringify(['AUTH', auth]));
      expect((await waitFor((m) => m[0] === 'OK' && m[1] === auth.id))[2]).toBe(true);
      ws.send(JSON.stringify(['REQ', 'dm2', { kinds: [4] }]));
      await waitFor((m) => m[0] === 'EOSE' && m[1] === 'dm2');
      ws.close();
    } finally {
      await authed.close();
    }
  });
});
