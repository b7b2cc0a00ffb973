// NIP-50 search strings made safe for SQLite FTS5, and a repository whose failures reach the client as CLOSED.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { EventRepositorySqlite } = require('@nostr-relay/event-repository-sqlite');
// The rxjs instance @nostr-relay/core itself uses (its subscriptions are the ones that can go unhandled).
const coreRxjs = createRequire(require.resolve('@nostr-relay/core'))('rxjs');
const { defer, mergeAll, catchError, throwError } = coreRxjs;

const WORD = /[\p{L}\p{M}\p{N}_]+/gu;
// The relay's FTS table uses the trigram tokenizer: words shorter than 3 characters can never match.
const MIN_WORD_CHARS = 3;
const MAX_WORDS = 16;

/**
 * Turns any search string into an FTS5 query: its words (letters, digits, underscore) each quoted as an FTS5
 * string, so operators, quotes, `#`, `*`, `:` and the like are never parsed. Returns '' when no word is left.
 */
export function toFtsQuery(search) {
  const words = String(search ?? '').match(WORD) ?? [];
  return words
    .filter((word) => [...word].length >= MIN_WORD_CHARS)
    .slice(0, MAX_WORDS)
    .map((word) => `"${word}"`)
    .join(' ');
}

/** SQLite event repository that searches with toFtsQuery and reports failures as `error: <reason>`. */
export class SafeSearchRepository extends EventRepositorySqlite {
  async find(filter) {
    if (filter.search === undefined) return super.find(filter);
    const search = toFtsQuery(filter.search);
    if (!search) return []; // nothing searchable: nothing matches
    return super.find({ ...filter, search });
  }

  // The base find$ loses a rejected find (an unhandled rejection that ends the process); this one errors the stream.
  find$(filter) {
    return defer(() => this.find(filter)).pipe(
      mergeAll(),
      catchError((err) => throwError(() => new Error(`error: ${err?.message ?? 'query failed'}`))),
    );
  }
}

/**
 * The core also subscribes to each query for its result cache without an error handler; rxjs would rethrow that
 * error asynchronously and end the process. Logs it instead (the client already got CLOSED from the main path).
 */
export function logUnhandledRxjsErrors(log) {
  coreRxjs.config.onUnhandledError = (err) => log(`[relay] query failed: ${err?.message ?? err}`);
}
