import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

function resolveFile(root, urlPath) {
  const safePath = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const file = join(root, safePath);
  if (!file.startsWith(root) || !existsSync(file)) return null;
  return statSync(file).isDirectory() ? resolveFile(root, join(safePath, 'index.html')) : file;
}

/** Serves `root` on a free localhost port; resolves to { url, close }. */
export function serveStatic(root) {
  const server = createServer((request, response) => {
    const file = resolveFile(root, new URL(request.url ?? '/', 'http://x').pathname);
    if (!file) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      // Built files never change while served; caching lets each story page reuse the bundles.
      'cache-control': 'max-age=600',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolvePromise) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolvePromise({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}
