// Starts the production builds, the real local relay and the local money services (Cashu test mint, NWC wallet, fake
// lightning ledger; in memory) for e2e tests, with controls the tests need: stop/start one remote's server, re-point a
// remote in runtime-config.json, serve a remote from a copy.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_GRAPH_ROOT, REMOTES, appDir, appPorts, runtimeConfig } from '../../scripts/apps.mjs';
import { serveStatic } from '../../scripts/serve/static-server.mjs';
import { startRelay } from '../../scripts/relay/server.mjs';
import { demoNostrJson } from '../../scripts/demo/fresh-demo.mjs';
import { startMoneyServices } from '../servers/money/money-services.mjs';
import { startFakePushService } from '../servers/push/fake-push-service.mjs';
import { startGraphService } from '../servers/graph-service.mjs';

const root = new URL('../../', import.meta.url).pathname;

export async function startApp({ basePort = 18080, relayPort = 17777, mintPort = relayPort + 1, zapPort = relayPort + 2, apiPort = relayPort + 13, graphPort = relayPort + 14 } = {}) {
  // Every event the browser sends to the relay (the tests' own Node clients send no Origin), for the schema check.
  const published = [];
  const onEvent = (event, { origin }) => origin && published.push(event);
  const relay = await startRelay({ port: relayPort, dbPath: ':memory:', seed: true, log: () => {}, onEvent });
  // The browser's push service, played on loopback (Chromium's own is not reachable here); the API server pushes to it.
  const pushService = await startFakePushService();
  const money = await startMoneyServices({ relayUrl: relay.url, mintPort, zapPort, apiPort, pushAgent: pushService.agent });
  const graph = await startGraphService({ relayUrl: relay.url, root: DEMO_GRAPH_ROOT, port: graphPort });
  const ports = appPorts(basePort);
  // The shell is served from a copy so its runtime-config.json can be edited like a deployer would.
  const shellDir = mkdtempSync(join(tmpdir(), 'shell-'));
  cpSync(join(root, 'shell/dist'), shellDir, { recursive: true });
  const configPath = join(shellDir, 'runtime-config.json');
  // Maps draw their cells without tiles: tests send nothing beyond this machine.
  const config = runtimeConfig({ ports, relays: [relay.url + '/'], mapTiles: '', mints: [money.mintUrl], apiServer: money.api.url, socialGraphService: graph.url });
  writeFileSync(configPath, JSON.stringify(config, null, 2));

  const servers = new Map();
  // The demo's NIP-05 names point at this shell (DEMO_NAMES_DOMAIN, set by the Playwright config).
  const overrides = { '/.well-known/nostr.json': demoNostrJson() };
  // The shell's page is sent with the Content-Security-Policy `npm start` sends: every test runs under it.
  servers.set('shell', await serveStatic({ dir: shellDir, port: ports.shell, spa: true, overrides, csp: true }));
  const startRemote = async (name, dir = join(root, appDir(name), 'dist'), port = ports[name]) => {
    servers.set(name, await serveStatic({ dir, port }));
  };
  for (const name of REMOTES) await startRemote(name);

  return {
    url: `http://127.0.0.1:${ports.shell}`,
    relayUrl: relay.url,
    /** The Cashu test mint (in the runtime config's mints), its handle (dropNextResponse, setAutoPayQuotes …), a restart, the ledger. */
    mintUrl: money.mintUrl,
    get mint() {
      return money.mint;
    },
    restartMint: () => money.restartMint(),
    ledger: money.ledger,
    /** The zap server the demo users' lightning addresses name (DEMO_ZAP_HOST, set by the Playwright config). */
    zaps: money.zaps,
    /** The notification/API server (in the runtime config's apiServer). */
    api: money.api,
    /** The push service the API server sends Web Push to (endpoints under its url). */
    pushService,
    /** The NWC wallet's connection string (1,000,000 sat on the ledger, through the relay). */
    nwcUri: money.nwcUri,
    /** The events the app has sent to the relay so far, oldest first (repeats included). */
    published,
    ports,
    startRemote,
    async stopRemote(name) {
      await servers.get(name)?.close();
      servers.delete(name);
    },
    /** The served copy of the shell's dist/ (a test may deploy a changed file there, and restores it). */
    shellDir,
    readConfig: () => JSON.parse(readFileSync(configPath, 'utf8')),
    writeConfig: (config) => writeFileSync(configPath, JSON.stringify(config, null, 2)),
    /** Copies a remote's dist/ (or another build of it) elsewhere and serves it on another port, as a second deployment. */
    async deployCopy(name, port, built = join(root, appDir(name), 'dist')) {
      const dir = mkdtempSync(join(tmpdir(), `${name}-`));
      cpSync(built, dir, { recursive: true });
      const server = await serveStatic({ dir, port });
      servers.set(`${name}@${port}`, server);
      return `http://127.0.0.1:${port}/mf-manifest.json`;
    },
    async close() {
      await Promise.all([...servers.values()].map((server) => server.close()));
      await money.close();
      await pushService.close();
      await graph.close();
      await relay.close();
    },
  };
}
