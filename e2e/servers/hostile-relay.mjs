// A hostile relay for tests: on every REQ it interleaves a few good signed events with malformed
// JSON, wrong shapes and types, bad ids and signatures, wrong hex lengths, an oversized frame,
// a flood of junk and unknown message types, then sends EOSE. EVENT gets OK true; CLOSE is ignored.
import { finalizeEvent, generateSecretKey } from 'nostr-tools/pure';
import { eose, eventFrame, ok, startWsRelay } from './relay-frames.mjs';

const plain = (event) => JSON.parse(JSON.stringify(event));
const flip = (hex) => (hex[0] === 'a' ? 'b' : 'a') + hex.slice(1);

/** The frames sent for one REQ, by category: good events, junk frames and well-formed forgeries. */
export function hostileFrames(subId, { good, victims, floodCount }) {
  const [first] = good;
  const event = (payload) => eventFrame(subId, payload);
  const junk = [
    '{not json', '["EVENT",', '', 'null', '"EVENT"', '{"type":"EVENT"}', '[]', '[42]', '["EVENT"]',
    JSON.stringify(['EVENT', subId]), JSON.stringify(['EVENT', 5, first]), event('a string'), event(null),
    event({ ...first, kind: '1' }), event({ ...first, kind: 1.5 }), event({ ...first, tags: 'x' }),
    event({ ...first, tags: [['p', 5]] }), event({ ...first, created_at: -1 }), event({ ...first, content: 7 }),
    event({ ...first, id: first.id.slice(1) }), event({ ...first, sig: first.sig + 'ab' }),
    event({ ...first, pubkey: first.pubkey.slice(2) }), event({ ...first, id: first.id.toUpperCase() }),
    JSON.stringify(['EOSE']), JSON.stringify(['OK', first.id, 'yes']), JSON.stringify(['CLOSED', 7]),
    JSON.stringify(['UNKNOWN', subId]), JSON.stringify(['EVENTS', subId, first]), JSON.stringify([{ EVENT: 1 }]),
    Buffer.from([0xff, 0x00, 0x13]),
    event({ ...first, content: 'x'.repeat(1024 * 1024 + 16) }),
  ];
  const flood = Array.from({ length: floodCount }, (_, i) => (i % 2 ? `["SPAM",${i}]` : `{"junk":${i}`));
  // Forgeries of events that are never served intact, each with its own id.
  const forged = [
    { ...victims[0], content: 'tampered' }, // id no longer matches the content
    { ...victims[1], id: flip(victims[1].id) }, // id of something else
    { ...victims[2], sig: flip(victims[2].sig) }, // signature does not verify
  ].map(event);
  const goodFrames = good.map(event);
  // Interleave: good events between junk, forgeries and the flood.
  const frames = [...junk.slice(0, 10), ...forged, goodFrames[0], ...junk.slice(10, 20), ...goodFrames.slice(1, -1)];
  frames.push(...flood.slice(0, floodCount / 2), ...junk.slice(20), ...flood.slice(floodCount / 2), goodFrames.at(-1), goodFrames[0]);
  frames.push(eose(subId));
  return { frames, junkFrames: junk.length + flood.length, forgedEvents: forged.length };
}

/** Starts the hostile relay on a free port (or `port`); `good` are the valid events it serves. */
export async function startHostileRelay({ port = 0, goodCount = 5, floodCount = 5000 } = {}) {
  const secretKey = generateSecretKey();
  const sign = (content, i) => plain(finalizeEvent({ kind: 1, created_at: 1_700_000_000 + i, tags: [], content }, secretKey));
  const good = Array.from({ length: goodCount }, (_, i) => sign(`good ${i}`, i));
  const victims = [0, 1, 2].map((i) => sign(`victim ${i}`, i));
  const stats = { reqs: 0, junkFrames: 0, forgedEvents: 0 };
  const relay = await startWsRelay({
    port,
    onMessage: (message, socket) => {
      if (message.type === 'EVENT') socket.send(ok(message.event.id ?? '', true, ''));
      if (message.type !== 'REQ') return;
      const { frames, junkFrames, forgedEvents } = hostileFrames(message.subId, { good, victims, floodCount });
      stats.reqs += 1;
      stats.junkFrames += junkFrames;
      stats.forgedEvents += forgedEvents;
      for (const frame of frames) socket.send(frame);
    },
  });
  return { url: relay.url, good, stats, close: relay.close };
}
