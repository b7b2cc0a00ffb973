// `npm run dev [shell] [feed] …`: hot reload for the shell and the named remotes; the others are served from dist/.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { REMOTES, appDir, appPorts } from './apps.mjs';
import { serveStatic } from './serve/static-server.mjs';

const named = process.argv.slice(2);
const hot = named.length ? named : ['shell', ...REMOTES];
const ports = appPorts();
const children = [];

const { startRelay } = await import('./relay/server.mjs');
const relay = process.env.RELAYS ? null : await startRelay({ port: Number(process.env.RELAY_PORT ?? 7777), dbPath: '.data/relay.db', seed: true });

for (const name of ['shell', ...REMOTES]) {
  if (hot.includes(name)) {
    const args = ['node_modules/@rspack/cli/bin/rspack.js', 'serve', '-c', `${appDir(name)}/rspack.config.mjs`];
    children.push(spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development', PORT: String(ports[name]) } }));
  } else if (existsSync(`${appDir(name)}/dist`)) {
    await serveStatic({ dir: `${appDir(name)}/dist`, port: ports[name], spa: name === 'shell' });
  } else {
    console.warn(`${name}: no dist/ — run "npm run build" first or name it to hot-reload it`);
  }
}
console.log(`dev: hot reload for ${hot.join(', ')}; app on http://127.0.0.1:${ports.shell}/`);

function stop() {
  for (const child of children) child.kill('SIGTERM');
  void relay?.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
