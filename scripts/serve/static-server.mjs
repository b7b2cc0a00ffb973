// Static server for built apps (sirv + compression): CORS for federated loading, SPA fallback for the shell.
import { createServer } from 'node:http';
import { extname } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { ASSET_POLICY } from './content-security-policy.mjs';
import { pagePolicy } from './page-policy.mjs';

// Today's content types (charset on text); anything else gets sirv's own lookup.
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};
const HASHED = /\.[0-9a-f]{8}\.(js|css|wasm)$/;
const SCRIPT = /\.m?js$/;

/**
 * A page gets `policyFor(pathname)` (when given); a script none, since a worker runs under its script's policy (the
 * service worker fetches pictures from anywhere); anything else a policy that lets a document opened from it do nothing.
 */
function securityPolicy(pathname, policyFor) {
  const page = pathname.endsWith('/') ? `${pathname}index.html` : extname(pathname) === '.html' ? pathname : null;
  if (page) return policyFor?.(page);
  return SCRIPT.test(pathname) ? undefined : ASSET_POLICY;
}

function fileHeaders(policyFor) {
  return (res, pathname) => {
    const type = TYPES[extname(pathname)];
    if (type) res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
    const policy = securityPolicy(pathname, policyFor);
    if (policy) res.setHeader('Content-Security-Policy', policy);
  };
}

// The request path as sent (not normalised), fully decoded; null when its percent-encoding is malformed.
function decodedPath(url = '/') {
  try {
    return decodeURIComponent(url.split(/[?#]/)[0]);
  } catch {
    return null;
  }
}

const escapes = (pathname) => pathname.split(/[/\\]/).includes('..');

// A page navigation (Accept: text/html) or an extension-less path; app routes may hold dots (/relay/wss%3A…).
const isNavigation = (req, pathname) => (req.headers.accept ?? '').includes('text/html') || !extname(pathname);

function reply(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(text);
}

/**
 * Serves `dir` on `port`; with `spa`, page navigations to unknown paths get index.html.
 * `overrides` maps a path to a JSON value served instead of the file (e.g. this run's runtime-config.json).
 * With `csp`, its pages get the shell's Content-Security-Policy (content-security-policy.mjs) for the runtime config
 * served beside them; `csp` may instead be a function of the page's path giving the header's value (or nothing).
 */
export function serveStatic({ dir, port, host = '127.0.0.1', spa = false, overrides = {}, csp = false }) {
  // dev: every request stats the disk (e2e edits runtime-config.json while serving); paths stay inside `dir`.
  const files = sirv(dir, { dev: true, setHeaders: fileHeaders(csp === true ? pagePolicy({ dir, overrides }) : csp || undefined) });
  const compress = compression();
  const serveFile = (req, res, pathname) => {
    files(req, res, () => {
      if (!spa || !isNavigation(req, pathname)) return reply(res, 404, 'Not found');
      req.url = '/index.html';
      files(req, res, () => reply(res, 404, 'Not found'));
    });
  };
  const handle = (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    const pathname = decodedPath(req.url);
    if (pathname === null || pathname.includes('\0')) return reply(res, 400, 'Bad request');
    if (escapes(pathname)) return reply(res, 403, 'Forbidden');
    if (Object.hasOwn(overrides, pathname)) {
      const body = JSON.stringify(overrides[pathname]);
      return res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache', 'Content-Security-Policy': ASSET_POLICY }).end(body);
    }
    compress(req, res, () => serveFile(req, res, pathname));
  };
  const server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch (err) {
      if (res.headersSent) res.destroy(err);
      else reply(res, 500, `Internal error: ${err?.message}`);
    }
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePromise({ server, port: server.address().port, close: () => new Promise((r) => server.close(r)) });
    });
  });
}
