import { createServer, request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { startRecordingProxy } from './recording-proxy.mjs';

const closers = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A destination: HTTP echoes the body back upper-cased, WebSocket echoes each message with 'echo:'. */
async function destination() {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => res.writeHead(200, { 'content-type': 'text/plain' }).end(`${req.method} ${req.url} ${body.toUpperCase()}`));
  });
  const wss = new WebSocketServer({ server });
  wss.on('connection', (socket, req) => socket.on('message', (data) => socket.send(`echo:${req.url}:${data}`)));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => (wss.close(), server.close(resolve))));
  return `127.0.0.1:${server.address().port}`;
}

async function proxy() {
  const started = await startRecordingProxy();
  closers.unshift(() => started.close());
  return started;
}

/** An absolute-form request through the proxy, as a browser sends plain http:// requests. */
function viaProxy(proxyUrl, url, body) {
  const { hostname, port } = new URL(proxyUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, method: 'POST', path: url }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve(text));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A WebSocket opened through a CONNECT tunnel, as Chromium opens them behind an HTTP proxy. */
function tunnelledSocket(proxyUrl, host, path) {
  const { hostname, port } = new URL(proxyUrl);
  return new Promise((resolve, reject) => {
    const connect = request({ hostname, port, method: 'CONNECT', path: host });
    connect.on('connect', (_res, socket) => resolve(new WebSocket(`ws://${host}${path}`, { createConnection: () => socket })));
    connect.on('error', reject);
    connect.end();
  });
}

describe('recording proxy', () => {
  it('forwards an HTTP request and its answer, recording method, URL, headers and body', async () => {
    const host = await destination();
    const recorder = await proxy();
    expect(await viaProxy(recorder.url, `http://${host}/v1/swap?x=1`, 'secret-body')).toBe('POST /v1/swap?x=1 SECRET-BODY');
    expect(recorder.exchanges).toEqual([expect.objectContaining({ type: 'http', destination: host, method: 'POST', url: `http://${host}/v1/swap?x=1`, body: 'secret-body' })]);
  });

  it('carries a WebSocket through a CONNECT tunnel both ways, recording what the client sends', async () => {
    const host = await destination();
    const recorder = await proxy();
    const socket = await tunnelledSocket(recorder.url, host, '/relay');
    const answer = new Promise((resolve) => socket.on('message', (data) => resolve(String(data))));
    socket.on('open', () => socket.send('["EVENT",{"content":"hello"}]'));
    expect(await answer).toBe('echo:/relay:["EVENT",{"content":"hello"}]');
    socket.close();
    expect(recorder.exchanges).toEqual([expect.objectContaining({ type: 'ws', destination: host, url: `ws://${host}/relay`, body: '["EVENT",{"content":"hello"}]' })]);
  });

  it('answers 502 when the destination is down, and keeps serving', async () => {
    const recorder = await proxy();
    const { hostname, port } = new URL(recorder.url);
    const status = await new Promise((resolve) => request({ hostname, port, path: 'http://127.0.0.1:1/x' }, (res) => resolve(res.statusCode)).end());
    expect(status).toBe(502);
    const host = await destination();
    expect(await viaProxy(recorder.url, `http://${host}/ok`, 'again')).toBe('POST /ok AGAIN');
  });
});
