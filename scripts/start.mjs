// `npm start`: the embedded relay with demo data (unless RELAYS is set), the local money services (a Cashu test mint,
// a zap server and an NWC wallet on a fake lightning network), then every built app on its own port.
import { mkdirSync } from 'node:fs';
import { DEMO_GRAPH_ROOT, REMOTES, appDir, appPorts, runtimeConfig } from './apps.mjs';
import { serveStatic } from './serve/static-server.mjs';
import { guardServices, startService } from './services.mjs';

const ports = appPorts();
// The demo's NIP-05 names point at this shell, which answers /.well-known/nostr.json for them.
process.env.DEMO_NAMES_DOMAIN ??= `127.0.0.1:${ports.shell}`;
const relayPort = Number(process.env.RELAY_PORT ?? 7777);
process.env.DEMO_RELAY_HOST ??= `127.0.0.1:${relayPort}`; // the demo data names this relay and its avatars
const externalRelays = (process.env.RELAYS ?? '').split(',').map((url) => url.trim()).filter(Boolean);
const mintPort = Number(process.env.MINT_PORT ?? 3338);
const zapPort = Number(process.env.ZAP_PORT ?? 3339);
const apiPort = Number(process.env.API_PORT ?? 3340);
const graphPort = Number(process.env.GRAPH_PORT ?? 3341);
process.env.DEMO_ZAP_HOST ??= `127.0.0.1:${zapPort}`; // the demo users' lightning addresses name the local zap server
const externalMints = (process.env.MINTS ?? '').split(',').map((url) => url.trim()).filter(Boolean);

async function startEmbeddedRelay() {
  const { startRelay } = await import('./relay/server.mjs');
  mkdirSync('.data', { recursive: true });
  return startRelay({ port: relayPort, dbPath: process.env.RELAY_DB ?? '.data/relay.db', seed: true });
}

// The mint on MINT_PORT and, beside the embedded relay, the NWC wallet; their state stays in .data/money/.
async function startMoney(relayUrl) {
  const { startMoneyServices } = await import('../e2e/servers/money/money-services.mjs');
  return startMoneyServices({ relayUrl, mintPort, zapPort, apiPort, dataDir: '.data/money' });
}

guardServices('npm start');
const embedded = externalRelays.length === 0;
const relay = embedded ? await startService('relay', startEmbeddedRelay) : null;
const relays = embedded ? [`ws://127.0.0.1:${relayPort}/`] : externalRelays;
const money = await startService('money', () => startMoney(relay?.url));
// The social graph service over the embedded relay's follow lists ('Download graph' in the social graph settings).
const graph = embedded && relay ? await startService('graph', async () => (await import('../e2e/servers/graph-service.mjs')).startGraphService({ relayUrl: relay.url, root: DEMO_GRAPH_ROOT, port: graphPort })) : null;
const mints = externalMints.length ? externalMints : money ? [money.mintUrl] : []; // MINTS: real mints for the app instead
// This run's ports and relays; the runtime-config.json inside shell/dist stays the deployable default.
const overrides = {
  '/runtime-config.json': runtimeConfig({ ports, relays, socialGraphRoot: embedded ? undefined : null, mints, apiServer: money?.api.url, socialGraphService: graph?.url }),
  ...(embedded && { '/.well-known/nostr.json': (await import('./demo/fresh-demo.mjs')).demoNostrJson() }),
};

const servers = new Map();
for (const name of ['shell', ...REMOTES]) {
  const options = { dir: `${appDir(name)}/dist`, port: ports[name], ...(name === 'shell' ? { spa: true, overrides, csp: true } : {}) };
  const server = await startService(name, () => serveStatic(options));
  if (server) servers.set(name, server);
}

const status = (name) => (servers.has(name) ? '' : '   FAILED (see above)');
const relayNote = embedded ? (relay ? ' (embedded, demo data)' : ' (embedded relay FAILED, see above)') : '';
console.log(`\n  relays   ${relays.join(', ')}${relayNote}`);
const mintNote = externalMints.length ? ` (the app uses ${externalMints.join(', ')})` : '';
console.log(`  mint     ${money ? money.mintUrl : `http://127.0.0.1:${mintPort}   FAILED (see above)`}${mintNote}`);
if (money) console.log(`  zaps     ${money.zaps.url}   (lightning addresses name@${money.zaps.host})`);
if (money) console.log(`  api      ${money.api.url}   (notification/API server: subscriptions, push)`);
if (money) console.log(`  nwc      ${money.nwcUri ?? '(needs the embedded relay)'}`);
if (graph) console.log(`  graph    ${graph.url}   (social graph service: Download graph)`);
for (const name of REMOTES) console.log(`  ${name.padEnd(8)} http://127.0.0.1:${ports[name]}/mf-manifest.json${status(name)}`);
console.log(`\n  app      http://127.0.0.1:${ports.shell}/${status('shell')}   (Ctrl-C stops everything)\n`);

async function stop() {
  await Promise.all([...servers.values()].map((server) => server.close()));
  await money?.close();
  await relay?.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
