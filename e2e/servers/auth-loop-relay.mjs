// A relay that never stops asking for NIP-42 AUTH: a fresh challenge on connect, on every REQ (answered with
// CLOSED auth-required) and right after accepting each AUTH. It counts the AUTH events it gets per connection.
import { randomUUID } from 'node:crypto';
import { WebSocketServer } from 'ws';

export async function startAuthLoopRelay({ port = 0 } = {}) {
  const server = new WebSocketServer({ port, host: '127.0.0.1', maxPayload: 64 * 1024 });
  const stats = { connections: 0, reqs: 0, authsPerConnection: [] };
  server.on('connection', (socket) => {
    const index = stats.connections++;
    stats.authsPerConnection[index] = 0;
    const challenge = () => socket.send(JSON.stringify(['AUTH', randomUUID()]));
    socket.on('error', () => {});
    challenge();
    socket.on('message', (data) => {
      let message;
      try {
        message = JSON.parse(String(data));
      } catch {
        return;
      }
      if (message[0] === 'REQ') {
        stats.reqs += 1;
        challenge();
        socket.send(JSON.stringify(['CLOSED', message[1], 'auth-required: sign in again']));
      }
      if (message[0] === 'AUTH') {
        stats.authsPerConnection[index] += 1;
        socket.send(JSON.stringify(['OK', message[1]?.id ?? '', true, '']));
        challenge();
      }
      if (message[0] === 'EVENT') socket.send(JSON.stringify(['OK', message[1]?.id ?? '', false, 'auth-required: sign in again']));
    });
  });
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `ws://127.0.0.1:${server.address().port}/`,
    stats,
    close: () =>
      new Promise((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
