import { useMemo } from 'react';
import { useCore } from '@app/ui';
import { useObservable } from '@app/ui';
import { FollowButton } from '../social/FollowButton';
import { followsListOf, useSocialValue } from '../social/useSocial';
import { PeopleWidgetView } from './PeopleWidgetView';
import { PersonRow } from './PersonRow';
import { followSuggestions$ } from './suggestFollows';

const plainRow = (pubkey: string) => <PersonRow pubkey={pubkey} />;
const rowWithFollow = (pubkey: string) => <PersonRow pubkey={pubkey} action={<FollowButton pubkey={pubkey} />} />;

/** Right column: whom `pubkey` follows, as a scrollable list. */
export function FollowsWidget({ pubkey }: { pubkey: string }) {
  const follows = useSocialValue<string[] | undefined>(pubkey, followsListOf, undefined);
  return <PeopleWidgetView title="Follows" pubkeys={follows} renderRow={plainRow} emptyText="Follows nobody yet" scrollable />;
}

/** Right column: the people a page is about (e.g. a note's author and the people it mentions). */
export function RelevantPeopleWidget({ pubkeys }: { pubkeys: string[] }) {
  const unique = useMemo(() => [...new Set(pubkeys)], [pubkeys]);
  if (unique.length === 0) return null;
  return <PeopleWidgetView title="Relevant people" pubkeys={unique} renderRow={rowWithFollow} emptyText="" scrollable />;
}

/** Home: people followed by `pubkey`'s follows whom `pubkey` does not follow yet, most followed first (5 at most). */
export function FollowSuggestion({ pubkey }: { pubkey: string }) {
  const core = useCore();
  const suggestions$ = useMemo(() => followSuggestions$(core.social, pubkey), [core, pubkey]);
  const suggestions = useObservable(suggestions$, undefined);
  if (suggestions?.length === 0) return null;
  return <PeopleWidgetView title="Suggested follows" pubkeys={suggestions} renderRow={rowWithFollow} emptyText="" />;
}
