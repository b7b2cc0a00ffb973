// `npm run dev [shell] [feed] …`: hot reload for the shell and the named remotes; the others are served from dist/.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { REMOTES, appDir, appPorts } from './apps.mjs';
import { serveStatic } from './serve/static-server.mjs';
import { guardServices, startService } from './services.mjs';

const named = process.argv.slice(2);
const hot = named.length ? named : ['shell', ...REMOTES];
const ports = appPorts();
const children = [];

guardServices('dev');
const { startRelay } = await import('./relay/server.mjs');
const startEmbeddedRelay = () => startRelay({ port: Number(process.env.RELAY_PORT ?? 7777), dbPath: '.data/relay.db', seed: true });
const relay = process.env.RELAYS ? null : await startService('relay', startEmbeddedRelay);

// A hot-reloading dev server in its own process; its failure is reported by name.
function spawnHot(name) {
  const args = ['node_modules/@rspack/cli/bin/rspack.js', 'serve', '-c', `${appDir(name)}/rspack.config.mjs`];
  const child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development', PORT: String(ports[name]) } });
  child.on('error', (err) => console.error(`${name} failed: ${err.message}`));
  child.on('exit', (code, signal) => {
    if (code) console.error(`${name} failed: its dev server exited with code ${code}`);
    else if (signal && signal !== 'SIGTERM') console.error(`${name} failed: its dev server ended by ${signal}`);
  });
  return child;
}

for (const name of ['shell', ...REMOTES]) {
  if (hot.includes(name)) {
    children.push(spawnHot(name));
  } else if (existsSync(`${appDir(name)}/dist`)) {
    await startService(name, () => serveStatic({ dir: `${appDir(name)}/dist`, port: ports[name], spa: name === 'shell' }));
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
