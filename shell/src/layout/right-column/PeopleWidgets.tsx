import { FollowsWidget, RelevantPeopleWidget } from '@app/ui/nostr';

/** The people widgets: the viewed profile's relevant people, and the follows of the viewed profile or the user. */
export default function PeopleWidgets({ viewed, follows }: { viewed: string | null; follows?: string | null }) {
  return (
    <>
      {viewed && <RelevantPeopleWidget pubkeys={[viewed]} />}
      {follows && <FollowsWidget pubkey={follows} />}
    </>
  );
}
