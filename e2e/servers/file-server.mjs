// A static file server for tests: GET /<path> answers the bytes put there (CORS open, 404 otherwise); a held path
// answers only once the test releases it, so a test can look at the app mid-download without sleeping.
import { CORS_HEADERS, listen, refuse } from './media-server-util.mjs';

export async function startFileServer({ port = 0 } = {}) {
  const files = new Map();
  const holds = new Map();
  const requests = [];
  const { url, close } = await listen(async (request, response) => {
    const path = new URL(request.url, 'http://x').pathname;
    requests.push(path);
    await holds.get(path)?.held;
    const body = files.get(path);
    if (!body || (request.method !== 'GET' && request.method !== 'HEAD')) return refuse(response, 404, 'Not found');
    response.writeHead(200, { ...CORS_HEADERS, 'Content-Type': 'application/octet-stream', 'Content-Length': body.length });
    response.end(request.method === 'GET' ? body : undefined);
  }, port);
  const release = (path) => {
    holds.get(path)?.release();
    holds.delete(path);
  };
  return {
    url,
    requests,
    /** Serves `bytes` at `path`; returns its full URL. */
    put: (path, bytes) => (files.set(path, bytes), `${url}${path}`),
    /** Holds requests for `path` until the returned function is called. */
    hold: (path) => {
      let done;
      holds.set(path, { held: new Promise((resolve) => (done = resolve)), release: () => done() });
      return () => release(path);
    },
    close: () => {
      [...holds.keys()].forEach(release);
      return close();
    },
  };
}
