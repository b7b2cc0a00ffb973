// A tiny relay for hostile-content tests: on `Accept: application/nostr+json` it serves the NIP-11 document the test
// gives for the request's path (each path is another relay: ws://host:port/<path>); otherwise it is a websocket relay.
// The root relay (ws://host:port/) answers REQs from a fixed set of events (larger than the real relay accepts: 1 MB of
// content, 10,000 tags); the others hold nothing.
import { createServer } from 'node:http';
import { matchFilters } from 'nostr-tools/filter';
import { eose, eventFrame, ok, startWsRelay } from './relay-frames.mjs';

const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'GET, OPTIONS' };

/** Answers one client message on `socket` from `events` (REQ: matches then EOSE; EVENT: OK). */
function answer(socket, message, events) {
  if (message.type === 'EVENT') socket.send(ok(message.event.id ?? '', true, ''));
  if (message.type !== 'REQ') return;
  const { subId, filters } = message;
  for (const event of events.filter((candidate) => matchFilters(filters, candidate))) socket.send(eventFrame(subId, event));
  socket.send(eose(subId));
}

/** A request's path without trailing slashes (clients normalise relay URLs with one: /3 and /3/ are one relay). */
const pathOf = (request) => new URL(request.url ?? '/', 'http://localhost').pathname.replace(/(.)\/+$/, '$1');

/**
 * Starts the relay on a free port (or `port`). `documentFor(path)` is the NIP-11 document served for a path ('/…');
 * `events` are served on REQ by the root relay. Returns its ws URL, the number of NIP-11 requests per path, and close().
 */
export async function startHostileInfoRelay({ port = 0, documentFor = () => ({}), events = [] } = {}) {
  const infoRequests = new Map();
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') return response.writeHead(204, CORS).end();
    const path = pathOf(request);
    if (!(request.headers.accept ?? '').includes('application/nostr+json')) return response.writeHead(404, CORS).end('websocket relay');
    infoRequests.set(path, (infoRequests.get(path) ?? 0) + 1);
    response.writeHead(200, { ...CORS, 'Content-Type': 'application/nostr+json' }).end(JSON.stringify(documentFor(path)));
  });
  const relay = await startWsRelay({
    port,
    httpServer: server,
    maxPayload: 4 * 1024 * 1024,
    onConnection: (socket, request) => (pathOf(request) === '/' ? events : []),
    onMessage: (message, socket, served) => answer(socket, message, served),
  });
  return { url: relay.url, infoRequests, close: relay.close };
}
