// A flooding relay for fault tests. On every REQ it streams `total` frames as fast as the socket drains, never sends
// EOSE and ignores CLOSE (it keeps sending after it). A mode picks what it floods with:
//   mixed      valid events off the REQ's filters, forged events on them (the filter's author, a true id, a false
//              signature), garbage JSON and a 1 MB frame every 1,000 frames;
//   big        only 1 MB frames;   garbage  only malformed frames;   off-filter  only valid events off the filters;
//   silent     nothing at all (a relay that takes REQs and never answers, not even EOSE).
import { generateSecretKey, finalizeEvent, getEventHash } from 'nostr-tools/pure';
import { eventFrame, notice, startWsRelay } from './relay-frames.mjs';

const HIGH_WATER = 4 * 1024 * 1024;
const ONE_MB_FRAME = notice('x'.repeat(1024 * 1024));

/** A few hundred signed notes by throwaway keys (kind 30000: no feed asks for it), reused round-robin. */
function offFilterEvents(count) {
  const keys = Array.from({ length: 8 }, () => generateSecretKey());
  return Array.from({ length: count }, (_, i) =>
    finalizeEvent({ kind: 30000, created_at: Math.floor(Date.now() / 1000) - i, tags: [['d', `flood-${i}`]], content: `flood ${i}` }, keys[i % keys.length]),
  );
}

/** An event that matches the filter's first author and kind, with a true id and a signature that does not verify. */
function forgedFor(filter, i) {
  const pubkey = filter?.authors?.[0] ?? '0'.repeat(64);
  const kind = filter?.kinds?.[0] ?? 1;
  const event = { pubkey, kind, created_at: Math.floor(Date.now() / 1000) - 60, tags: [], content: `forged ${i}` };
  return { ...event, id: getEventHash(event), sig: 'ab'.repeat(64) };
}

function frameFor(mode, i, subId, filter, pool) {
  const event = (payload) => eventFrame(subId, payload);
  if (mode === 'big') return ONE_MB_FRAME;
  if (mode === 'garbage') return i % 2 ? `{"junk":${i}` : `["SPAM",${i}]`;
  if (mode === 'off-filter') return event(pool[i % pool.length]);
  if (i % 1000 === 999) return ONE_MB_FRAME;
  if (i % 100 === 50) return `{"junk":${i}`;
  if (i % 10 === 5) return event(forgedFor(filter, i));
  return event(pool[i % pool.length]);
}

/** Streams the frames of one REQ, yielding whenever the socket's buffer is full; stops when the socket closes. */
function flood(socket, { mode, total, subId, filter, pool, stats }) {
  if (mode === 'silent') return;
  let i = 0;
  const pump = () => {
    while (i < total && socket.readyState === socket.OPEN) {
      if (socket.bufferedAmount > HIGH_WATER) return void setTimeout(pump, 5);
      const frame = frameFor(mode, i++, subId, filter, pool);
      stats.frames += 1;
      stats.bytes += frame.length;
      socket.send(frame);
    }
  };
  setImmediate(pump);
}

/** Starts the flooding relay on a free port (or `port`). `stats` counts connections, REQs, frames and bytes sent. */
export async function startFloodRelay({ port = 0, mode = 'mixed', total = 100_000 } = {}) {
  const pool = offFilterEvents(400);
  const stats = { connections: 0, reqs: 0, closesIgnored: 0, frames: 0, bytes: 0 };
  const relay = await startWsRelay({
    port,
    maxPayload: 64 * 1024,
    onConnection: () => void (stats.connections += 1),
    onMessage: (message, socket) => {
      if (message.type === 'CLOSE') stats.closesIgnored += 1;
      if (message.type !== 'REQ' || message.subId.startsWith('keepalive:')) return;
      stats.reqs += 1;
      flood(socket, { mode, total, subId: message.subId, filter: message.filters[0], pool, stats });
    },
  });
  return {
    url: `${relay.url}/`,
    stats,
    /** Sockets open now (the client's connections it has not cut yet). */
    openSockets: () => relay.server.clients.size,
    close: relay.close,
  };
}
