// An HTTP proxy that records everything a browser sends through it: each HTTP request (method, URL, headers, body) and
// each WebSocket message the browser sends, with its destination. Chromium sends plain http:// requests in absolute
// form and opens WebSockets through CONNECT tunnels; the tunnel is ended here (it is not TLS) so the WebSocket's
// messages can be read, and a new WebSocket to the destination carries them on. For the privacy fault scenario.
import { createServer, request as httpRequest } from 'node:http';
import WebSocket, { WebSocketServer } from 'ws';

/** Headers a proxy must not pass on (hop by hop). */
const HOP_BY_HOP = ['proxy-connection', 'proxy-authorization', 'connection', 'keep-alive', 'upgrade', 'te', 'trailer', 'transfer-encoding'];

export async function startRecordingProxy({ port = 0 } = {}) {
  /** @type {import('./recording-proxy.d.mts').Exchange[]} */
  const exchanges = [];
  const tunnels = new WeakMap(); // socket → the host:port its CONNECT named
  const sockets = new Set();
  const wss = new WebSocketServer({ noServer: true });
  const server = createServer();

  const destinationOf = (req) => {
    if (/^[a-z]+:\/\//i.test(req.url)) return new URL(req.url).host;
    return tunnels.get(req.socket) ?? req.headers.host;
  };
  const pathOf = (req) => (/^[a-z]+:\/\//i.test(req.url) ? new URL(req.url).pathname + new URL(req.url).search : req.url);

  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('connect', (req, socket, head) => {
    tunnels.set(socket, req.url);
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length) socket.unshift(head);
    server.emit('connection', socket); // what the tunnel carries is parsed as HTTP here
  });
  server.on('request', (req, res) => forwardHttp(req, res, destinationOf(req), pathOf(req), exchanges));
  server.on('upgrade', (req, socket, head) => {
    const destination = destinationOf(req);
    wss.handleUpgrade(req, socket, head, (client) => bridgeWebSocket(client, `ws://${destination}${pathOf(req)}`, req, destination, exchanges));
  });

  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    exchanges,
    async close() {
      for (const client of wss.clients) client.terminate();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function forwardHttp(req, res, destination, path, exchanges) {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const headers = withoutHopByHop(req.headers);
    exchanges.push({ type: 'http', destination, method: req.method, url: `http://${destination}${path}`, headers, body: body.toString('utf8'), at: Date.now() });
    const [hostname, port] = destination.split(':');
    const upstream = httpRequest({ hostname, port: Number(port || 80), method: req.method, path, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.headersSent ? res.destroy() : res.writeHead(502).end());
    upstream.end(body);
  });
}

/** Carries one browser WebSocket to its destination, recording what the browser sends; either side closing closes both. */
function bridgeWebSocket(client, target, req, destination, exchanges) {
  const protocols = req.headers['sec-websocket-protocol']?.split(',').map((name) => name.trim());
  const upstream = new WebSocket(target, protocols, { headers: { origin: req.headers.origin ?? '' } });
  const waiting = [];
  client.on('message', (data, isBinary) => {
    exchanges.push({ type: 'ws', destination, url: target, body: isBinary ? Buffer.from(data).toString('latin1') : String(data), at: Date.now() });
    if (upstream.readyState === WebSocket.OPEN) upstream.send(data, { binary: isBinary });
    else waiting.push([data, isBinary]);
  });
  upstream.on('open', () => {
    for (const [data, isBinary] of waiting.splice(0)) upstream.send(data, { binary: isBinary });
  });
  upstream.on('message', (data, isBinary) => client.readyState === WebSocket.OPEN && client.send(data, { binary: isBinary }));
  const closeBoth = () => {
    if (client.readyState <= WebSocket.OPEN) client.terminate();
    if (upstream.readyState <= WebSocket.OPEN) upstream.terminate();
  };
  client.on('close', closeBoth);
  upstream.on('close', closeBoth);
  client.on('error', closeBoth);
  upstream.on('error', closeBoth);
}

function withoutHopByHop(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name.toLowerCase())));
}
