// `npm start`: the embedded relay with demo data (unless RELAYS is set), then every built app on its own port.
import { mkdirSync } from 'node:fs';
import { REMOTES, appDir, appPorts, runtimeConfig } from './apps.mjs';
import { serveStatic } from './serve/static-server.mjs';

const ports = appPorts();
const relayPort = Number(process.env.RELAY_PORT ?? 7777);
const externalRelays = (process.env.RELAYS ?? '').split(',').map((url) => url.trim()).filter(Boolean);

async function startEmbeddedRelay() {
  const { startRelay } = await import('./relay/server.mjs');
  mkdirSync('.data', { recursive: true });
  return startRelay({ port: relayPort, dbPath: process.env.RELAY_DB ?? '.data/relay.db', seed: true });
}

const relay = externalRelays.length ? null : await startEmbeddedRelay();
const relays = externalRelays.length ? externalRelays : [`ws://127.0.0.1:${relayPort}/`];
// This run's ports and relays; the runtime-config.json inside shell/dist stays the deployable default.
const overrides = { '/runtime-config.json': runtimeConfig({ ports, relays, socialGraphRoot: relay ? undefined : null }) };

const servers = [];
for (const name of ['shell', ...REMOTES]) {
  servers.push(await serveStatic({ dir: `${appDir(name)}/dist`, port: ports[name], ...(name === 'shell' ? { spa: true, overrides } : {}) }));
}

console.log(`\n  relays   ${relays.join(', ')}${relay ? ' (embedded, demo data)' : ''}`);
for (const name of REMOTES) console.log(`  ${name.padEnd(8)} http://127.0.0.1:${ports[name]}/mf-manifest.json`);
console.log(`\n  app      http://127.0.0.1:${ports.shell}/   (Ctrl-C stops everything)\n`);

async function stop() {
  await Promise.all(servers.map((server) => server.close()));
  await relay?.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
