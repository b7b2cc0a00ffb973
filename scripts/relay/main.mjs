// CLI: node scripts/relay/main.mjs [--port N] [--host H] [--db path|:memory:] [--no-seed] [--auth]
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRelay } from './server.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function parseArgs(argv) {
  const opts = {
    port: Number(process.env.RELAY_PORT ?? 7777),
    host: '127.0.0.1',
    dbPath: resolve(ROOT, '.data/relay.db'),
    seed: true,
    auth: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const [flag, inline] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    const value = () => inline ?? argv[++i];
    if (flag === '--port') opts.port = Number(value());
    else if (flag === '--host') opts.host = value();
    else if (flag === '--db') opts.dbPath = value();
    else if (flag === '--no-seed') opts.seed = false;
    else if (flag === '--auth') opts.auth = true;
    else if (flag === '--help' || flag === '-h') {
      console.log('usage: node scripts/relay/main.mjs [--port N] [--host H] [--db path|:memory:] [--no-seed] [--auth]');
      process.exit(0);
    } else {
      console.error(`unknown argument: ${a}`);
      process.exit(2);
    }
  }
  if (!Number.isInteger(opts.port) || opts.port < 0 || opts.port > 65535) {
    console.error(`invalid port: ${opts.port}`);
    process.exit(2);
  }
  if (opts.dbPath !== ':memory:') {
    opts.dbPath = resolve(opts.dbPath);
    mkdirSync(dirname(opts.dbPath), { recursive: true });
  }
  return opts;
}

const opts = parseArgs(process.argv.slice(2));
const relay = await startRelay(opts).catch((err) => {
  console.error(`relay failed to start: ${err.message}`);
  process.exit(1);
});
console.log(`relay listening on ${relay.url} (${await relay.eventCount()} events)`);

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`relay: ${signal}, shutting down`);
  const timer = setTimeout(() => process.exit(1), 5000);
  timer.unref();
  await relay.close();
  process.exit(0);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
