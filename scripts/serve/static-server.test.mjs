import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from './static-server.mjs';

let server;
let base;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'static-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dir, 'main.12345678.js'), 'console.log(1)'.repeat(200));
  writeFileSync(join(dir, 'nostr-wasm.12345678.wasm'), Buffer.from([0, 97, 115, 109, 1, 0, 0, 0]));
  server = await serveStatic({ dir, port: 0, spa: true, overrides: { '/runtime-config.json': { remotes: {}, relays: [] } } });
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(() => server.close());

describe('static server', () => {
  it('serves files with CORS, gzip and long caching for hashed assets', async () => {
    const response = await fetch(`${base}/main.12345678.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toContain('console.log(1)');
  });

  it('serves WebAssembly as application/wasm (needed to compile it while it streams), cached for good', async () => {
    const response = await fetch(`${base}/nostr-wasm.12345678.wasm`);
    expect(response.headers.get('content-type')).toBe('application/wasm');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]));
  });

  it('answers page navigations to app routes with the app, even when the path holds dots', async () => {
    const navigation = { headers: { Accept: 'text/html' } };
    expect(await (await fetch(`${base}/relay/${encodeURIComponent('wss://relay.example.com/')}`, navigation)).text()).toContain('<title>app</title>');
    expect(await (await fetch(`${base}/npub1abc/replies`)).text()).toContain('<title>app</title>');
    expect((await fetch(`${base}/missing.js`)).status).toBe(404);
  });

  it('serves the run-time override instead of the built runtime-config.json, never cached', async () => {
    const response = await fetch(`${base}/runtime-config.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ remotes: {}, relays: [] });
  });

  it('refuses paths that escape the served folder', async () => {
    expect((await fetch(`${base}/..%2F..%2Fetc%2Fpasswd`)).status).toBe(403);
  });
});
