// Real parts: the relay and a static server in one process; one fails, the other keeps answering.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startService } from './services.mjs';
import { startRelay } from './relay/server.mjs';
import { serveStatic } from './serve/static-server.mjs';

// Runs in a child process, as `npm start` does: the shell's server throws on an X-Boom request, and the relay's message
// handling throws after a REQ named "boom".
const CHILD = `
  import { guardServices, startService } from ${JSON.stringify(new URL('./services.mjs', import.meta.url).href)};
  import { startRelay } from ${JSON.stringify(new URL('./relay/server.mjs', import.meta.url).href)};
  import { serveStatic } from ${JSON.stringify(new URL('./serve/static-server.mjs', import.meta.url).href)};
  guardServices('test runner', (line) => console.log(line));
  const relay = await startService('relay', () => startRelay({ port: 0, seed: false, log: () => {} }));
  const handle = relay.relay.handleMessage.bind(relay.relay);
  relay.relay.handleMessage = async (client, message) => {
    if (message[1] === 'boom') setImmediate(() => { throw new Error('relay exploded'); });
    return handle(client, message);
  };
  const web = await startService('shell', () => serveStatic({ dir: process.argv[1], port: 0, spa: true }));
  web.server.on('request', (req) => {
    if (req.headers['x-boom']) setImmediate(() => { throw new Error('shell exploded'); });
  });
  console.log(JSON.stringify({ relay: relay.url, web: 'http://127.0.0.1:' + web.port }));
`;

let child;
afterEach(() => child?.kill());

function startChild(dir) {
  child = spawn(process.execPath, ['--input-type=module', '-e', CHILD, dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const waitFor = async (pattern) => {
    await expect.poll(() => output, { timeout: 20_000 }).toMatch(pattern);
    return output.match(pattern);
  };
  return { waitFor, output: () => output, exited: () => child.exitCode !== null };
}

// Sends one REQ and resolves with the relay's EOSE or CLOSED for it.
async function req(url, id) {
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const end = new Promise((resolve) => ws.on('message', (data) => {
    const message = JSON.parse(data.toString());
    if (message[1] === id && (message[0] === 'EOSE' || message[0] === 'CLOSED')) resolve(message[0]);
  }));
  ws.send(JSON.stringify(['REQ', id, { kinds: [1], limit: 1 }]));
  const result = await end;
  ws.close();
  return result;
}

describe('services side by side', () => {
  it('a throwing static server is named and the relay keeps answering, and the other way round', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'services-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    const run = startChild(dir);
    const { relay, web } = JSON.parse((await run.waitFor(/\{"relay".*\}/))[0]);

    await fetch(`${web}/`, { headers: { 'X-Boom': '1' } });
    await run.waitFor(/shell failed: shell exploded/);
    expect(await req(relay, 'after-shell')).toBe('EOSE');
    expect(await (await fetch(`${web}/`)).text()).toContain('<title>app</title>');

    expect(await req(relay, 'boom')).toBe('EOSE');
    await run.waitFor(/relay failed: relay exploded/);
    expect(await (await fetch(`${web}/`)).text()).toContain('<title>app</title>');
    expect(await req(relay, 'after-relay')).toBe('EOSE');
    expect(run.exited()).toBe(false);
  });

  it('a service that cannot start is named and the next one starts', async () => {
    const blocker = createServer();
    await new Promise((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const lines = [];
    try {
      const relay = await startService('relay', () => startRelay({ port: blocker.address().port, seed: false, log: () => {} }), (line) => lines.push(line));
      expect(relay).toBeNull();
      expect(lines[0]).toMatch(/^relay failed: listen EADDRINUSE/);
      const web = await startService('shell', () => serveStatic({ dir: tmpdir(), port: 0 }), (line) => lines.push(line));
      expect((await fetch(`http://127.0.0.1:${web.port}/missing.js`)).status).toBe(404);
      await web.close();
    } finally {
      blocker.close();
    }
  });
});
