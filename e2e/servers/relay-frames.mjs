// What the small test relays share: reading a client's NIP-01/NIP-42 message, writing the relay's answer frames, and
// starting a websocket relay on 127.0.0.1.
import { WebSocketServer } from 'ws';

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A client message as { type: 'REQ', subId, filters } | { type: 'CLOSE', subId } | { type: 'EVENT' | 'AUTH', event },
 * or null for anything else: not JSON, another message type, or the wrong shape.
 */
export function parseClientMessage(data) {
  let message;
  try {
    message = JSON.parse(String(data));
  } catch {
    return null;
  }
  if (!Array.isArray(message)) return null;
  const [type, first, ...rest] = message;
  if (type === 'REQ' && typeof first === 'string' && rest.every(isObject)) return { type, subId: first, filters: rest };
  if (type === 'CLOSE' && typeof first === 'string') return { type, subId: first };
  if ((type === 'EVENT' || type === 'AUTH') && isObject(first)) return { type, event: first };
  return null;
}

export const eventFrame = (subId, event) => JSON.stringify(['EVENT', subId, event]);
export const eose = (subId) => JSON.stringify(['EOSE', subId]);
export const ok = (eventId, accepted, message) => JSON.stringify(['OK', eventId, accepted, message]);
export const notice = (text) => JSON.stringify(['NOTICE', text]);
export const closed = (subId, reason) => JSON.stringify(['CLOSED', subId, reason]);
/** The relay's NIP-42 challenge. */
export const authChallenge = (challenge) => JSON.stringify(['AUTH', challenge]);

/**
 * Starts a websocket relay on 127.0.0.1:`port` (0: a free one), or on `httpServer` when given (it is listened on and
 * closed here). Each connection gets `onConnection(socket, request)`, whose result is handed to every
 * `onMessage(message, socket, state)` of that socket with a parsed client message; garbage is dropped.
 */
export async function startWsRelay({ port = 0, httpServer, maxPayload, onConnection = () => undefined, onMessage }) {
  const options = { ...(maxPayload && { maxPayload }), ...(httpServer ? { server: httpServer } : { port, host: '127.0.0.1' }) };
  const server = new WebSocketServer(options);
  server.on('connection', (socket, request) => {
    socket.on('error', () => {});
    const state = onConnection(socket, request);
    socket.on('message', (data) => {
      const message = parseClientMessage(data);
      if (message) onMessage(message, socket, state);
    });
  });
  if (httpServer) await new Promise((resolve) => httpServer.listen(port, '127.0.0.1', resolve));
  else await new Promise((resolve) => server.once('listening', resolve));
  const address = (httpServer ?? server).address();
  return {
    url: `ws://127.0.0.1:${address.port}`,
    server,
    close: () =>
      new Promise((resolve) => {
        for (const client of server.clients) client.terminate();
        (httpServer ?? server).close(() => resolve());
      }),
  };
}
