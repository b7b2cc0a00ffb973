import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from './static-server.mjs';

let server;
let base;
let root;

// A GET with the path sent exactly as written (fetch would normalise `%2e%2e` and the like).
function rawGet(path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  const parent = mkdtempSync(join(tmpdir(), 'static-'));
  root = join(parent, 'dist');
  mkdirSync(root);
  mkdirSync(join(parent, 'dist-x'));
  writeFileSync(join(parent, 'dist-x', 'file'), 'SIBLING SECRET');
  writeFileSync(join(parent, 'secret.txt'), 'PARENT SECRET');
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(root, 'main.12345678.js'), 'console.log(1)'.repeat(200));
  writeFileSync(join(root, 'small.js'), 'console.log(2)');
  writeFileSync(join(root, 'nostr-wasm.12345678.wasm'), Buffer.from([0, 97, 115, 109, 1, 0, 0, 0]));
  server = await serveStatic({ dir: root, port: 0, spa: true, overrides: { '/runtime-config.json': { remotes: {}, relays: [] } } });
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(() => server.close());

describe('static server', () => {
  it('serves files with CORS, gzip and long caching for hashed assets', async () => {
    const response = await fetch(`${base}/main.12345678.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe('console.log(1)'.repeat(200));
  });

  it('sends small and unhashed files as they are, revalidated on every use', async () => {
    const response = await fetch(`${base}/small.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe('console.log(2)');
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
    expect(await (await fetch(`${base}/relay/relay.example.com`, navigation)).text()).toContain('<title>app</title>');
    expect(await (await fetch(`${base}/npub1abc/replies`)).text()).toContain('<title>app</title>');
    const home = await fetch(`${base}/`);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(await home.text()).toContain('<title>app</title>');
    expect((await fetch(`${base}/missing.js`)).status).toBe(404);
  });

  it('serves the run-time override instead of the built runtime-config.json, never cached', async () => {
    const response = await fetch(`${base}/runtime-config.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ remotes: {}, relays: [] });
  });

  it('serves a file written while it runs, as the e2e harness edits runtime-config.json', async () => {
    writeFileSync(join(root, 'late.json'), '{"late":true}');
    expect(await (await fetch(`${base}/late.json`)).json()).toEqual({ late: true });
    writeFileSync(join(root, 'late.json'), '{"late":"and longer now"}');
    expect(await (await fetch(`${base}/late.json`)).json()).toEqual({ late: 'and longer now' });
  });

  it('answers a request it fails on with 500 and keeps serving', async () => {
    const broken = await serveStatic({ dir: root, port: 0, overrides: { '/runtime-config.json': { big: 1n } } });
    try {
      const response = await fetch(`http://127.0.0.1:${broken.port}/runtime-config.json`);
      expect(response.status).toBe(500);
      expect(await response.text()).toContain('BigInt');
      expect((await fetch(`http://127.0.0.1:${broken.port}/small.js`)).status).toBe(200);
    } finally {
      await broken.close();
    }
  });

  it('with csp, sends each page the policy of the runtime config beside it, scripts none, other files a do-nothing one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><script>alert(1)</script><script defer src="/main.js"></script>');
    writeFileSync(join(dir, 'main.js'), 'void 0');
    writeFileSync(join(dir, 'runtime-config.json'), JSON.stringify({ remotes: { feed: 'https://feed.example.com/mf-manifest.json' }, relays: [] }));
    const shell = await serveStatic({ dir, port: 0, spa: true, csp: true });
    const url = (path) => `http://127.0.0.1:${shell.port}${path}`;
    const policyOf = async (path) => (await fetch(url(path), { headers: { Accept: 'text/html' } })).headers.get('content-security-policy');
    try {
      expect(await policyOf('/settings/network')).toContain("script-src 'self' https://feed.example.com 'wasm-unsafe-eval' 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
      expect(await policyOf('/main.js')).toBeNull();
      expect(await policyOf('/runtime-config.json')).toBe("default-src 'none'; frame-ancestors 'none'");
      writeFileSync(join(dir, 'runtime-config.json'), JSON.stringify({ remotes: { feed: 'https://moved.example.com/mf-manifest.json' }, relays: [] }));
      expect(await policyOf('/')).toContain("script-src 'self' https://moved.example.com 'wasm-unsafe-eval'");
    } finally {
      await shell.close();
    }
    // `npm start` serves its run's runtime config as an override: the policy follows that one.
    const started = await serveStatic({ dir, port: 0, spa: true, csp: true, overrides: { '/runtime-config.json': { remotes: { feed: 'http://127.0.0.1:8081/mf-manifest.json' }, relays: [] } } });
    try {
      expect((await fetch(`http://127.0.0.1:${started.port}/`)).headers.get('content-security-policy')).toContain("script-src 'self' http://127.0.0.1:8081 ");
    } finally {
      await started.close();
    }
    expect(await (await fetch(`${base}/`)).headers.get('content-security-policy')).toBeNull(); // without csp: none
  });

  it('answers malformed percent-encoding with 400 and keeps serving', async () => {
    for (const path of ['/%E0%A4%A', '/%', '/%zz', '/a%00b']) {
      expect((await rawGet(path)).status).toBe(400);
    }
    expect((await fetch(`${base}/small.js`)).status).toBe(200);
  });

  it('never serves a file outside the folder, however the path is encoded', async () => {
    const escapes = ['/..%2F..%2Fetc%2Fpasswd', '/..%2fdist-x%2ffile', '/%2e%2e/dist-x/file', '/../dist-x/file',
      '/..%5cdist-x%5cfile', '/%2e%2e%2fsecret.txt', '/../secret.txt', '/%2e%2e/secret.txt'];
    for (const path of escapes) {
      const response = await rawGet(path, { Accept: 'text/html' });
      expect([403, 404], path).toContain(response.status);
      expect(response.body).not.toMatch(/SECRET/);
    }
    expect((await rawGet('/..%2fdist-x%2ffile')).status).toBe(403);
    expect((await fetch(`${base}/main.12345678.js`)).status).toBe(200);
  });
});
