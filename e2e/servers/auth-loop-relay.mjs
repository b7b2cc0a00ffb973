// A relay that never stops asking for NIP-42 AUTH: a fresh challenge on connect, on every REQ (answered with
// CLOSED auth-required) and right after accepting each AUTH. It counts the AUTH events it gets per connection.
import { randomUUID } from 'node:crypto';
import { authChallenge, closed, ok, startWsRelay } from './relay-frames.mjs';

export async function startAuthLoopRelay({ port = 0 } = {}) {
  const stats = { connections: 0, reqs: 0, authsPerConnection: [] };
  /** Per connection: its index in authsPerConnection and a way to send it a fresh challenge. */
  const onConnection = (socket) => {
    const index = stats.connections++;
    stats.authsPerConnection[index] = 0;
    const challenge = () => socket.send(authChallenge(randomUUID()));
    challenge();
    return { index, challenge };
  };
  const relay = await startWsRelay({
    port,
    maxPayload: 64 * 1024,
    onConnection,
    onMessage: (message, socket, { index, challenge }) => {
      if (message.type === 'REQ') {
        stats.reqs += 1;
        challenge();
        socket.send(closed(message.subId, 'auth-required: sign in again'));
      }
      if (message.type === 'AUTH') {
        stats.authsPerConnection[index] += 1;
        socket.send(ok(message.event.id ?? '', true, ''));
        challenge();
      }
      if (message.type === 'EVENT') socket.send(ok(message.event.id ?? '', false, 'auth-required: sign in again'));
    },
  });
  return { url: `${relay.url}/`, stats, close: relay.close };
}
