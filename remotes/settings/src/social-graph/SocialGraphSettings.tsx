import { PersonRow } from '@app/ui/nostr';
import { SocialGraphView } from './SocialGraphView';
import { useSocialGraphPage } from './useSocialGraphPage';

const liveRow = (pubkey: string) => <PersonRow pubkey={pubkey} />;

/** /settings/social-graph: the social graph of the core (size, distances, recrawl, download) and the signed-in user's mutes. */
export function SocialGraphSettings() {
  return <SocialGraphView {...useSocialGraphPage()} renderPerson={liveRow} />;
}
