// A Cashu test mint (NUT-00 to 09, 11, 12; unit sat; bolt11 on the fake lightning ledger) for `npm start` and tests:
// Node http with CORS, a deterministic keyset from a seed, state in SQLite (a file, or memory without `dataPath`).
// Test controls: close() then restart() on the same port and data; dropNextResponse(prefix) does the next matching
// request's work but destroys the socket instead of answering; setMeltDelay(ms) holds melts PENDING for a while.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { CORS_HEADERS, sendJson } from '../media-server-util.mjs';
import { createLedger } from './fake-lightning.mjs';
import { createKeyset } from './mint-keyset.mjs';
import { refreshMintQuote, settleInterruptedMelts } from './mint-quotes.mjs';
import { runMintRequest } from './mint-routes.mjs';
import { openMintStorage } from './mint-storage.mjs';

// No kept-alive sockets: after a restart or a dropped answer, clients must not reuse a connection the mint closed.
const NO_KEEP_ALIVE = { Connection: 'close' };
const keysets = new Map(); // seed → keyset: deriving 32 keys takes ~100 ms, restarts reuse them

function keysetFor(seed) {
  if (!keysets.has(seed)) keysets.set(seed, createKeyset({ seed }));
  return keysets.get(seed);
}

function mintPubkey(seed) {
  const secret = createHash('sha256').update(`cashu-test-mint-identity:${seed}`).digest();
  return Buffer.from(secp256k1.getPublicKey(secret, true)).toString('hex');
}

function listenOn(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address().port);
    });
  });
}

// Takes the first drop whose prefix starts `path` (each drop works once).
function takeDrop(drops, path) {
  const index = drops.findIndex((prefix) => path.startsWith(prefix));
  if (index >= 0) drops.splice(index, 1);
  return index >= 0;
}

/** Starts the mint. Without `ledger` it makes an in-memory one of its own. */
export async function startCashuMint(options = {}) {
  const ledger = options.ledger ?? createLedger();
  return serveMint({ ...options, ledger }, openMintStorage(options.dataPath));
}

async function serveMint(options, storage) {
  const { ledger, port = 0, host = '127.0.0.1', seed = 'local', account = 'mint', fundingAccount = 'mint-funding', log = console.error } = options;
  ledger.createAccount(account);
  ledger.createAccount(fundingAccount, { unlimited: true });
  let closed = false;
  let meltDelayMs = options.meltDelayMs ?? 0;
  const ctx = {
    keyset: keysetFor(seed), storage, ledger, account, fundingAccount, log,
    autoPayQuotes: options.autoPayQuotes ?? true,
    quoteExpirySeconds: options.quoteExpirySeconds ?? 3600,
    name: options.name ?? 'Local test mint',
    pubkey: mintPubkey(seed),
    meltDelayMs: () => meltDelayMs,
    isClosed: () => closed,
  };
  settleInterruptedMelts(ctx);
  const stopListening = ledger.onPaid((invoice) => {
    const quote = storage.quoteByPaymentHash('mint', invoice.paymentHash);
    if (quote) refreshMintQuote(ctx, quote);
  });

  const drops = [];
  const server = createServer(async (request, response) => {
    if (request.method === 'OPTIONS') return void response.writeHead(204, { ...CORS_HEADERS, ...NO_KEEP_ALIVE }).end();
    const path = new URL(request.url, 'http://x').pathname.replace(/\/+$/, '');
    const { status, body } = await runMintRequest(ctx, request, path);
    if (takeDrop(drops, path)) return void request.socket.destroy();
    sendJson(response, status, body, NO_KEEP_ALIVE);
  });
  const actualPort = await listenOn(server, port, host);

  async function close() {
    if (closed) return;
    closed = true;
    stopListening();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(() => resolve()));
    if (options.dataPath) storage.close();
  }

  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    keysetId: ctx.keyset.id,
    ledger,
    account,
    close,
    /** Stops and starts again on the same port and data (a file is reopened; memory is kept). */
    async restart() {
      await close();
      return serveMint({ ...options, port: actualPort }, options.dataPath ? openMintStorage(options.dataPath) : storage);
    },
    /** The next request whose path starts with `pathPrefix` (e.g. '/v1/swap') is processed but gets no answer. */
    dropNextResponse: (pathPrefix) => void drops.push(pathPrefix),
    /** Melts wait `ms` between holding their inputs PENDING and paying. */
    setMeltDelay: (ms) => void (meltDelayMs = ms),
    /** Whether new mint quotes are paid at once from the funding account (else pay their invoice yourself). */
    setAutoPayQuotes: (on) => void (ctx.autoPayQuotes = on),
  };
}
