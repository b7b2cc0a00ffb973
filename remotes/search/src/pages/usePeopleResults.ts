import { useEffect, useState } from 'react';
import type { Profile } from '@app/core';
import { useCore } from '@app/ui';
import type { AsyncState } from '../components/useAsync';
import { loadSearchTools } from '../search-box/search-services';

/** One person found: the profile, and the follow distance when it came from the ranked local index. */
export interface PersonResult {
  profile: Profile;
  distance?: number;
}

/** How many people a search shows. */
export const PEOPLE_RESULTS_LIMIT = 20;

/**
 * People search (issue 18): the local index ranked as suggestions are, at once; then a NIP-50 kind-0 search on the
 * relays whose NIP-11 lists NIP-50, its new people added after them without duplicates.
 */
export function usePeopleResults(query: string): { local: PersonResult[] | null; relays: AsyncState<PersonResult[]> } {
  const core = useCore();
  const [local, setLocal] = useState<PersonResult[] | null>(null);
  const [relays, setRelays] = useState<AsyncState<PersonResult[]>>({ state: 'idle' });
  useEffect(() => {
    setLocal(null);
    setRelays({ state: query ? 'loading' : 'idle' });
    if (!query) return;
    let current = true;
    void loadSearchTools().then(async (tools) => {
      const ranked = await tools.peopleSuggestionsOf(core).suggest(query, PEOPLE_RESULTS_LIMIT).catch(() => []);
      if (!current) return;
      setLocal(ranked.map((person) => ({ profile: core.profiles.get(person.pubkey) ?? tools.suggestionProfile(person), distance: person.distance })));
      const enabled = core.relays.get().filter((relay) => !relay.disabled).map((relay) => relay.url);
      const capable = await tools.searchCapableRelays(enabled, core.relayInfo);
      const found = await core.searchPeople(query, PEOPLE_RESULTS_LIMIT, capable);
      const known = new Set(ranked.map((person) => person.pubkey));
      if (current) setRelays({ state: 'done', value: found.filter((profile) => !known.has(profile.pubkey)).map((profile) => ({ profile })) });
    }).catch((error: Error) => current && setRelays({ state: 'error', message: error.message }));
    return () => {
      current = false;
    };
  }, [core, query]);
  return { local, relays };
}
