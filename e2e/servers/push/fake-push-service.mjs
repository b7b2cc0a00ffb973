// A browser's push service for tests: an HTTPS server (self-signed) that records each POST (path, headers, body) and
// answers 201, or the status set for a path; `agent` is the HTTPS agent that trusts it.
import { Agent, createServer } from 'node:https';
import { readBody } from '../media-server-util.mjs';
import { selfSignedCert } from './self-signed-cert.mjs';

/** Starts the fake push service on 127.0.0.1; endpoints are `${url}/any/path`. */
export async function startFakePushService() {
  const { key, cert } = selfSignedCert('127.0.0.1');
  const received = [];
  const waiting = [];
  let taken = 0;
  const statuses = new Map();
  const server = createServer({ key, cert }, async (request, response) => {
    const body = await readBody(request);
    response.writeHead(statuses.get(request.url) ?? 201).end();
    received.push({ method: request.method, path: request.url, headers: request.headers, body });
    if (waiting.length) waiting.shift()(received[taken++]);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const agent = new Agent({ ca: cert });
  return {
    url: `https://127.0.0.1:${server.address().port}`,
    agent,
    /** Every request so far, oldest first. */
    received: () => [...received],
    /** The next request not yet taken by nextPost (waits for it). */
    nextPost: () => (taken < received.length ? Promise.resolve(received[taken++]) : new Promise((resolve) => waiting.push(resolve))),
    /** Answers requests to `path` with `status` from now on. */
    answer: (path, status) => statuses.set(path, status),
    close() {
      agent.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
