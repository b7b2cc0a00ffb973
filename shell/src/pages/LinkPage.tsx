import { useParams } from 'react-router';
import { Spinner, useCore } from '@app/ui';
import { RemotePage } from '../remotes/RemotePage';
import { PROFILE_TABS, useResolvedLink } from './use-resolved-link';
import { FlaggedPage, InvalidLinkPage, NotFoundPage, PageLoader } from './lazy-pages';

/** The /{link} dispatch of spec 1: profiles, posts and articles by identifier, or a name resolved by NIP-05. */
export function LinkPage() {
  const { link = '', '*': rest = '' } = useParams();
  const core = useCore();
  const target = useResolvedLink(link);
  const tab = rest.replace(/\/$/, '');

  if (target.type === 'resolving') return <Spinner label="Resolving name" />;
  if (target.type === 'invalid') return <PageLoader><InvalidLinkPage link={link} /></PageLoader>;
  if (target.type === 'profile' && core.isFlagged(target.pubkey)) {
    return <PageLoader><FlaggedPage explanation={core.config.flaggedExplanation ?? '/csae'} /></PageLoader>;
  }
  if (target.type === 'profile' && (tab === '' || PROFILE_TABS.includes(tab))) {
    return <RemotePage remote="profile" page="Profile" props={{ pubkey: target.pubkey, relays: target.relays, tab: tab || 'posts' }} />;
  }
  if (tab !== '') return <PageLoader><NotFoundPage /></PageLoader>;
  if (target.type === 'event') return <RemotePage remote="feed" page="Post" props={{ id: target.id, relays: target.relays }} />;
  if (target.type === 'address') return <RemotePage remote="feed" page="Article" props={{ address: target }} />;
  return <PageLoader><NotFoundPage /></PageLoader>;
}
