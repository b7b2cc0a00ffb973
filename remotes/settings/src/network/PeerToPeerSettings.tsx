import { Page, PageHeader } from '@app/ui';
import { useSettingsGroup } from '../store/useSettingsGroup';
import { PeerToPeerSection } from './PeerToPeerSection';
import { LazyPeerActivity } from './peers/LazyPeerActivity';

/** /settings/p2p: the network group of the settings (WebRTC switches, peer limits, log level), the peers and the peer log. */
export function PeerToPeerSettings() {
  const [network, update] = useSettingsGroup('network');
  return (
    <Page>
      <PageHeader title="Peer-to-peer" />
      <PeerToPeerSection value={network} onChange={update} />
      <LazyPeerActivity withLog />
    </Page>
  );
}
