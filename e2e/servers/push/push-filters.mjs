// Which stored push subscriptions an event is for: their filters (kinds, ids, authors, #x tags, since, until), checked
// for the right shapes first, so a malformed filter matches nothing and never reaches the relay.
import { matchFilter } from 'nostr-tools/filter';

const isList = (value, isItem) => Array.isArray(value) && value.length <= 1000 && value.every(isItem);
const isString = (value) => typeof value === 'string';
const CHECKS = { kinds: (value) => isList(value, Number.isInteger), ids: (value) => isList(value, isString), authors: (value) => isList(value, isString), since: Number.isInteger, until: Number.isInteger };
const SELECTORS = ['kinds', 'ids', 'authors'];

/** The stored filter with its known fields (limit and search dropped), or null when malformed or matching everything. */
export function safeFilter(filter) {
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) return null;
  const safe = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'limit' || key === 'search') continue;
    const check = /^#[a-zA-Z]$/.test(key) ? (list) => isList(list, isString) : Object.hasOwn(CHECKS, key) && CHECKS[key];
    if (!check || !check(value)) return null;
    safe[key] = value;
  }
  return Object.keys(safe).some((key) => SELECTORS.includes(key) || key.startsWith('#')) ? safe : null;
}

/** Whether a stored subscription wants `event` (its filter matches and it is not the subscriber's own). */
export function wantsEvent(subscription, event) {
  const filter = safeFilter(subscription?.filter);
  return !!filter && subscription.subscriber !== event.pubkey && matchFilter(filter, event);
}

/** The distinct relay filters (without since and until) covering every stored subscription. */
export function watchFilters(subscriptions) {
  const filters = new Map();
  for (const subscription of subscriptions) {
    const filter = safeFilter(subscription?.filter);
    if (!filter) continue;
    const { since: _since, until: _until, ...live } = filter;
    filters.set(JSON.stringify(live), live);
  }
  return [...filters.values()];
}
