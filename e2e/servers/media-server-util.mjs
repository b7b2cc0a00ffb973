// Shared bits of the media test servers: CORS, body reading, JSON answers and Nostr Authorization parsing.
import { createServer } from 'node:http';
import { verifyEvent } from 'nostr-tools/pure';

export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, PUT, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, X-SHA-256, X-Content-Type, X-Content-Length',
  'Access-Control-Expose-Headers': 'X-Reason',
};

export function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export function sendJson(response, status, body, headers = {}) {
  response.writeHead(status, { ...CORS_HEADERS, 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** Rejects with a status and reason (sent as X-Reason and as the JSON message). */
export function refuse(response, status, reason) {
  sendJson(response, status, { message: reason }, { 'X-Reason': reason });
}

/** The signed event of an `Authorization: Nostr <base64>` header, or an error reason. */
export function authEvent(header, now) {
  if (!header?.startsWith('Nostr ')) return { reason: 'Missing Nostr authorization' };
  let event;
  try {
    event = JSON.parse(Buffer.from(header.slice(6).trim(), 'base64').toString('utf8'));
  } catch {
    return { reason: 'Malformed authorization' };
  }
  if (!verifyEvent(event)) return { reason: 'Invalid signature' };
  const expiration = Number(tagValue(event, 'expiration'));
  if (tagValue(event, 'expiration') !== undefined && !(expiration > now())) return { reason: 'Authorization expired' };
  return { event };
}

export function tagValue(event, name) {
  return event.tags.find((tag) => tag[0] === name)?.[1];
}

/** Starts an http server on 127.0.0.1 (port 0: any free port) and resolves with its base URL and close(). */
export function listen(handler, port = 0) {
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS);
      response.end();
      return;
    }
    handler(request, response).catch((error) => refuse(response, 500, String(error?.message ?? error)));
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const url = `http://127.0.0.1:${server.address().port}`;
      resolve({ url, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
