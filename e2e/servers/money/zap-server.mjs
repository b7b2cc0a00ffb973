// A LUD-06/LUD-16 pay server with NIP-57 zaps on the fake lightning ledger, for `npm start` and tests.
// GET /.well-known/lnurlp/{name} answers a payRequest with allowsNostr and the server's nostrPubkey; the callback
// checks the zap request (nostr-tools' validateZapRequest, its amount against the asked one) and returns a bolt11
// committing to it (description hash = sha256 of the request); when the ledger settles that invoice, a kind-9735
// receipt (nostr-tools' makeZapReceipt) is signed and published to the request's relays. Every name has an account.
import { createHash } from 'node:crypto';
import { finalizeEvent, getPublicKey } from 'nostr-tools/pure';
import { makeZapReceipt, validateZapRequest } from 'nostr-tools/nip57';
import { listen, sendJson } from '../media-server-util.mjs';
import { publishToRelays } from './relay-publish.mjs';

const NAME = /^[a-z0-9._-]{1,64}$/;
const DEFAULTS = { allowsNostr: true, minSendable: 1000, maxSendable: 100_000_000_000, commentAllowed: 200 };

const keyFor = (seed) => createHash('sha256').update(`zap-server:${seed}`).digest('hex');
const sha256Hex = (text) => createHash('sha256').update(text, 'utf8').digest('hex');
const lnurlError = (response, reason, status = 200) => sendJson(response, status, { status: 'ERROR', reason });

/** Starts the zap server; `ledger` is the shared fake lightning ledger. */
export async function startZapServer({ ledger, port = 0, seed = 'local', log = console.error, publish = publishToRelays } = {}) {
  const secretKey = Buffer.from(keyFor(seed), 'hex');
  const nostrPubkey = getPublicKey(secretKey);
  const overrides = new Map(); // name → pay info fields a test changed
  const pending = new Map(); // payment hash → zap request JSON
  const receipts = [];
  let origin = '';

  const optionsOf = (name) => ({ ...DEFAULTS, ...overrides.get(name) });
  const metadataOf = (name) => JSON.stringify([['text/plain', `Zap ${name}`], ['text/identifier', `${name}@${new URL(origin).host}`]]);

  function payInfo(response, name) {
    const { allowsNostr, minSendable, maxSendable, commentAllowed } = optionsOf(name);
    ledger.createAccount(name);
    sendJson(response, 200, {
      tag: 'payRequest', callback: `${origin}/lnurlp/${name}/callback`, minSendable, maxSendable, commentAllowed,
      metadata: metadataOf(name), ...(allowsNostr && { allowsNostr: true, nostrPubkey }),
    });
  }

  function invoice(response, name, params) {
    const options = optionsOf(name);
    const amount = Number(params.get('amount'));
    if (!Number.isInteger(amount) || amount < options.minSendable || amount > options.maxSendable) return lnurlError(response, `Amount must be between ${options.minSendable} and ${options.maxSendable} msat`);
    const zapRequest = params.get('nostr');
    if (zapRequest !== null) {
      if (!options.allowsNostr) return lnurlError(response, 'Nostr zaps are not supported');
      const problem = validateZapRequest(zapRequest) ?? amountProblem(zapRequest, amount);
      if (problem) return lnurlError(response, problem);
    }
    const comment = params.get('comment') ?? '';
    if (comment.length > options.commentAllowed) return lnurlError(response, `Comment longer than ${options.commentAllowed} characters`);
    const descriptionHash = sha256Hex(zapRequest ?? metadataOf(name));
    const created = ledger.createInvoice({ amountMsat: amount, descriptionHash, account: name });
    if (zapRequest !== null) pending.set(created.paymentHash, zapRequest);
    sendJson(response, 200, { pr: created.bolt11, routes: [] });
  }

  async function sendReceipt(paid) {
    const zapRequest = pending.get(paid.paymentHash);
    if (!zapRequest) return;
    pending.delete(paid.paymentHash);
    const template = makeZapReceipt({ zapRequest, preimage: paid.preimage, bolt11: paid.bolt11, paidAt: new Date(paid.settledAt * 1000) });
    const receipt = finalizeEvent(template, secretKey);
    receipts.push(receipt);
    const relays = JSON.parse(zapRequest).tags.find((tag) => tag[0] === 'relays')?.slice(1) ?? [];
    await publish(receipt, relays).catch((error) => log(`[zap-server] receipt not published: ${error.message}`));
  }

  const stopListening = ledger.onPaid((paid) => void sendReceipt(paid));
  const server = await listen(async (request, response) => {
    const url = new URL(request.url, 'http://localhost');
    const wellKnown = /^\/\.well-known\/lnurlp\/([^/]+)$/.exec(url.pathname);
    const callback = /^\/lnurlp\/([^/]+)\/callback$/.exec(url.pathname);
    const name = decodeURIComponent((wellKnown ?? callback)?.[1] ?? '').toLowerCase();
    if (request.method !== 'GET' || !NAME.test(name)) return lnurlError(response, 'Not found', 404);
    return wellKnown ? payInfo(response, name) : invoice(response, name, url.searchParams);
  }, port);
  origin = server.url;

  return {
    url: server.url,
    host: new URL(server.url).host,
    nostrPubkey,
    /** The lightning address of `name` on this server. */
    addressOf: (name) => `${name}@${new URL(server.url).host}`,
    /** Changes what `name`'s pay info says (allowsNostr, minSendable, maxSendable, commentAllowed; msat). */
    configure: (name, fields) => overrides.set(name, { ...overrides.get(name), ...fields }),
    /** The receipts signed so far, oldest first. */
    receipts: () => [...receipts],
    async close() {
      stopListening();
      await server.close();
    },
  };
}

// NIP-57 appendix D: a zap request's amount tag, when present, must equal the amount asked for.
function amountProblem(zapRequest, amount) {
  const tag = JSON.parse(zapRequest).tags.find((entry) => entry[0] === 'amount')?.[1];
  return tag !== undefined && Number(tag) !== amount ? 'Zap request amount does not match' : null;
}
