// A small static file server for built apps: CORS for federated loading, gzip, SPA fallback for the shell.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const HASHED = /\.[0-9a-f]{8}\.(js|css|wasm)$/;

async function fileOrNull(path) {
  try {
    return (await stat(path)).isFile() ? path : null;
  } catch {
    return null;
  }
}

function cacheControl(path) {
  return HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves `dir` on `port`; with `spa`, page navigations to unknown paths get index.html.
 * `overrides` maps a path to a JSON value served instead of the file (e.g. this run's runtime-config.json).
 */
export function serveStatic({ dir, port, host = '127.0.0.1', spa = false, overrides = {} }) {
  const root = resolve(dir);
  const gzipCache = new Map();
  const server = createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (pathname in overrides) {
      return res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' }).end(JSON.stringify(overrides[pathname]));
    }
    const candidate = normalize(join(root, pathname));
    if (!candidate.startsWith(root)) return res.writeHead(403).end('Forbidden');
    let file = await fileOrNull(pathname.endsWith('/') ? join(candidate, 'index.html') : candidate);
    // A page navigation (Accept: text/html) to an unknown path gets the app; paths may hold dots (e.g. /relay/wss%3A…).
    const isNavigation = (req.headers.accept ?? '').includes('text/html') || !extname(pathname);
    if (!file && spa && isNavigation) file = join(root, 'index.html');
    if (!file) return res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    const body = await readFile(file);
    const headers = { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': cacheControl(file) };
    const wantsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && body.length > 1024 && !/image\/png/.test(headers['Content-Type']);
    if (!wantsGzip) return res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
    const key = `${file}:${body.length}`;
    if (!gzipCache.has(key)) gzipCache.set(key, gzipSync(body, { level: 9 }));
    res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
    res.end(req.method === 'HEAD' ? undefined : gzipCache.get(key));
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise({ server, port: server.address().port, close: () => new Promise((r) => server.close(r)) }));
  });
}
