import type { Core, NostrEvent } from '@app/core';
import { loadSearchTools } from '../search-box/search-services';

/** How many posts a search shows. */
export const POST_RESULTS_LIMIT = 30;

/** Said when a word search has no relay to ask. */
export const NO_SEARCH_RELAYS = 'None of your relays supports search (NIP-50). Add one that does in Settings → Network.';

/** A post search: `#tag` on every relay (a `#t` filter), words (NIP-50) on the relays whose NIP-11 lists NIP-50. */
export async function searchPosts(core: Core, query: string): Promise<NostrEvent[]> {
  const tools = await loadSearchTools();
  if (tools.hashtagOf(query)) return tools.searchNotes(core.pool, query, POST_RESULTS_LIMIT);
  const enabled = core.relays.get().filter((relay) => !relay.disabled).map((relay) => relay.url);
  const relays = await tools.searchCapableRelays(enabled, core.relayInfo);
  if (relays.length === 0) throw new Error(NO_SEARCH_RELAYS);
  return tools.searchNotes(core.pool, query, POST_RESULTS_LIMIT, relays);
}
