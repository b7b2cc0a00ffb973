// The test mint's HTTP API: method + path → operation, JSON in and out, errors as 400 `{ detail, code }`.
import { readBody } from '../media-server-util.mjs';
import { MintError, mintErrors } from './mint-errors.mjs';
import { checkState, mintInfo, restore, swap } from './mint-operations.mjs';
import { createMeltQuote, createMintQuote, getMeltQuote, getMintQuote, melt, mintTokens } from './mint-quotes.mjs';

function keysOf({ keyset }, id) {
  if (!keyset.matches(decodeURIComponent(id))) throw mintErrors.unknownKeyset(id);
  return { keysets: [keyset.keysJson] };
}

const ROUTES = [
  ['GET', /^\/v1\/info$/, (ctx) => mintInfo(ctx)],
  ['GET', /^\/v1\/keys$/, ({ keyset }) => ({ keysets: [keyset.keysJson] })],
  ['GET', /^\/v1\/keys\/([^/]+)$/, (ctx, _body, [id]) => keysOf(ctx, id)],
  ['GET', /^\/v1\/keysets$/, ({ keyset }) => ({ keysets: [keyset.meta] })],
  ['POST', /^\/v1\/mint\/quote\/bolt11$/, createMintQuote],
  ['GET', /^\/v1\/mint\/quote\/bolt11\/([^/]+)$/, (ctx, _body, [id]) => getMintQuote(ctx, decodeURIComponent(id))],
  ['POST', /^\/v1\/mint\/bolt11$/, mintTokens],
  ['POST', /^\/v1\/melt\/quote\/bolt11$/, createMeltQuote],
  ['GET', /^\/v1\/melt\/quote\/bolt11\/([^/]+)$/, (ctx, _body, [id]) => getMeltQuote(ctx, decodeURIComponent(id))],
  ['POST', /^\/v1\/melt\/bolt11$/, melt],
  ['POST', /^\/v1\/swap$/, swap],
  ['POST', /^\/v1\/checkstate$/, checkState],
  ['POST', /^\/v1\/restore$/, restore],
];

async function readJson(request) {
  if (request.method !== 'POST') return undefined;
  try {
    return JSON.parse((await readBody(request)).toString('utf8') || '{}');
  } catch {
    throw mintErrors.badRequest('the body is not JSON');
  }
}

/** Runs a request's operation: `{ status, body }`, 400 with a NUT error code when refused. */
export async function runMintRequest(ctx, request, path) {
  for (const [method, pattern, operation] of ROUTES) {
    const match = request.method === method && pattern.exec(path);
    if (!match) continue;
    try {
      return { status: 200, body: await operation(ctx, await readJson(request), match.slice(1)) };
    } catch (error) {
      if (error instanceof MintError) return { status: 400, body: { detail: error.detail, code: error.code } };
      ctx.log(`[mint] ${method} ${path} failed: ${error.stack ?? error}`);
      return { status: 500, body: { detail: String(error.message ?? error), code: 0 } };
    }
  }
  return { status: 404, body: { detail: `Not found: ${request.method} ${path}`, code: 0 } };
}
