import type { Core, Timeline } from '@app/core';
import { loadSearchTools } from '../search-box/search-services';

/** Posts per page of a search (then more on scroll). */
const SEARCH_PAGE_SIZE = 20;

/** Said when a word search has no relay to ask. */
export const NO_SEARCH_RELAYS = 'None of your relays supports search (NIP-50). Add one that does in Settings → Network.';

/**
 * A post search, page by page (older pages with `until`): `#tag` on every relay (a `#t` filter), words (NIP-50) on the
 * relays whose NIP-11 lists it; never from the local cache, which cannot run a search.
 */
export async function postsTimeline(core: Core, query: string): Promise<Timeline> {
  const tools = await loadSearchTools();
  const enabled = core.relays.get().filter((relay) => !relay.disabled).map((relay) => relay.url);
  const { limit: _limit, ...filter } = tools.noteSearchFilter(query, SEARCH_PAGE_SIZE);
  const relays = filter.search ? await tools.searchCapableRelays(enabled, core.relayInfo) : enabled;
  if (relays.length === 0) throw new Error(NO_SEARCH_RELAYS);
  return core.timeline(filter, { pageSize: SEARCH_PAGE_SIZE, relays });
}
