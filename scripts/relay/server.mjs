// Local Nostr relay: @nostr-relay/core on SQLite behind ws + http (NIP-11, demo avatars).
import { AsyncResource } from 'node:async_hooks';
import http from 'node:http';
import { createRequire } from 'node:module';
import { WebSocketServer } from 'ws';
import { svgForPath } from '../demo/avatars.mjs';
import { loadFixture } from '../demo/fixture.mjs';
import { freshDemo } from '../demo/fresh-demo.mjs';
import { SafeSearchRepository, logUnhandledRxjsErrors } from './safe-search.mjs';

const require = createRequire(import.meta.url);
const { NostrRelay } = require('@nostr-relay/core');
const { createOutgoingClosedMessage, createOutgoingNoticeMessage, createOutgoingOkMessage, LogLevel } =
  require('@nostr-relay/common');
const { Validator } = require('@nostr-relay/validator');

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
};

function nip11(auth) {
  return {
    name: 'demo relay',
    description: 'Local development relay for the Nostr federated client (demo data, SQLite).',
    pubkey: '',
    contact: '',
    supported_nips: [1, 2, 9, 10, 11, 40, ...(auth ? [42] : []), 50],
    software: '@nostr-relay/core',
    version: '0.0.40',
    limitation: {
      max_message_length: 1048576,
      max_subscriptions: 20,
      max_limit: 1000,
      max_content_length: 102400,
      auth_required: !!auth,
      payment_required: false,
    },
  };
}

// Adapts our `log` function to the core's Logger interface (warnings and errors only).
function makeLogger(log) {
  return {
    setLogLevel() {},
    debug() {},
    info() {},
    warn: (msg, ...a) => log(`[relay] warn: ${msg}`, ...a),
    error: (msg, ...a) => log(`[relay] error: ${msg}`, ...a),
  };
}

function handleHttp(req, res, auth) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { ...CORS, 'Access-Control-Max-Age': '86400' });
    return res.end();
  }
  const isGet = req.method === 'GET' || req.method === 'HEAD';
  if (isGet && (req.headers.accept ?? '').includes('application/nostr+json')) {
    res.writeHead(200, { ...CORS, 'Content-Type': 'application/nostr+json' });
    return res.end(req.method === 'HEAD' ? undefined : JSON.stringify(nip11(auth)));
  }
  const svg = isGet ? svgForPath(url.pathname) : null;
  if (svg) {
    res.writeHead(200, {
      ...CORS,
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    return res.end(req.method === 'HEAD' ? undefined : svg);
  }
  res.writeHead(isGet ? 404 : 405, { ...CORS, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(isGet ? 'Not found. This is a Nostr relay: connect with a WebSocket.\n' : 'Method not allowed\n');
}

/** Count of stored events (synchronous, straight from SQLite). */
function countEvents(repo) {
  return repo.getDatabase().prepare('SELECT COUNT(*) AS c FROM events').get().c;
}

/** Imports the demo fixture through repo.upsert (no signature checks; the fixture is pre-signed). */
export async function seedRepository(repo, events) {
  const started = performance.now();
  let inserted = 0;
  for (const ev of events) {
    const r = await repo.upsert(ev);
    if (!r.isDuplicate) inserted++;
  }
  return { inserted, ms: Math.round(performance.now() - started) };
}

export async function startRelay({
  port = 7777,
  host = '127.0.0.1',
  dbPath = ':memory:',
  seed = true,
  auth = false,
  log = console.log,
  onEvent = undefined, // (event, { origin }) for each EVENT a client sends: tests check what the app publishes
} = {}) {
  const repo = new SafeSearchRepository(dbPath);
  await repo.init();
  if (dbPath !== ':memory:') repo.getDatabase().pragma('synchronous = NORMAL');

  if (seed && countEvents(repo) === 0) {
    const events = await loadFixture(freshDemo().fixtureUrl).catch((err) => {
      log(`[relay] no demo fixture (${err.code ?? err.message}); run: node scripts/demo/generate.mjs`);
      return [];
    });
    if (events.length) {
      const { inserted, ms } = await seedRepository(repo, events);
      log(`seeded ${inserted} demo events in ${ms} ms`);
    }
  }

  // auth: true → NIP-42 with the bind host as relay hostname; a string sets the hostname explicitly.
  const hostname = auth ? (typeof auth === 'string' ? auth : host) : undefined;
  const relay = new NostrRelay(repo, {
    hostname,
    filterResultCacheTtl: 0,
    logger: makeLogger(log),
    logLevel: LogLevel.WARN,
  });
  const validator = new Validator();
  logUnhandledRxjsErrors(log);

  const server = http.createServer((req, res) => {
    try {
      handleHttp(req, res, auth);
    } catch (err) {
      log(`[relay] http error: ${err?.message}`);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
  const wss = new WebSocketServer({ server, maxPayload: 1024 * 1024 });

  async function onMessage(ws, data) {
    let message;
    try {
      message = await validator.validateIncomingMessage(data);
    } catch (err) {
      return sendNotice(ws, err?.message ?? 'invalid message');
    }
    try {
      await relay.handleMessage(ws, message);
    } catch (err) {
      log(`[relay] handleMessage failed: ${err?.message}`);
      sendFailure(ws, message, `error: ${err?.message ?? 'internal error'}`);
    }
  }

  // Socket callbacks run in the async context that started the relay (an upgraded socket loses it), so a process-level
  // handler can tell that an error came from the relay (scripts/services.mjs).
  wss.on('connection', AsyncResource.bind((ws, req) => {
    relay.handleConnection(ws, req.socket.remoteAddress);
    ws.on('error', (err) => log(`[relay] socket error: ${err.message}`));
    ws.on('close', () => relay.handleDisconnect(ws));
    ws.on('message', AsyncResource.bind((data) => onMessage(ws, data)));
    if (onEvent) ws.on('message', (data) => tapEvent(data, req.headers.origin, onEvent));
  }));
  wss.on('error', (err) => log(`[relay] wss error: ${err.message}`));

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const realPort = server.address().port;

  let closed = false;
  async function close() {
    if (closed) return;
    closed = true;
    for (const ws of wss.clients) ws.terminate();
    await new Promise((r) => wss.close(() => r()));
    server.closeAllConnections?.();
    await new Promise((r) => server.close(() => r()));
    await relay.destroy();
    await repo.destroy();
  }

  return {
    url: `ws://${host}:${realPort}`,
    httpUrl: `http://${host}:${realPort}`,
    port: realPort,
    close,
    eventCount: () => countEvents(repo),
    relay, // the NostrRelay instance, for advanced tests
    repository: repo,
  };
}

function sendNotice(ws, message) {
  if (ws.readyState === 1) ws.send(JSON.stringify(createOutgoingNoticeMessage(message)));
}

// A message the core failed on: REQ gets CLOSED, EVENT gets OK false, anything else a NOTICE.
function sendFailure(ws, message, reason) {
  if (ws.readyState !== 1) return;
  const [verb, subject] = message;
  if (verb === 'REQ') ws.send(JSON.stringify(createOutgoingClosedMessage(subject, reason)));
  else if (verb === 'EVENT') ws.send(JSON.stringify(createOutgoingOkMessage(subject.id, false, reason)));
  else sendNotice(ws, reason);
}

/** Hands an EVENT message's event to `onEvent` with the sender's Origin header (browsers send one, Node clients none). */
function tapEvent(data, origin, onEvent) {
  try {
    const message = JSON.parse(String(data));
    if (Array.isArray(message) && message[0] === 'EVENT' && message[1] && typeof message[1] === 'object') onEvent(message[1], { origin });
  } catch {
    // not JSON: the relay answers it with a NOTICE
  }
}
