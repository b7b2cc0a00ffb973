import { Page, PageHeader } from '@app/ui';
import { useSettingsGroup } from '../store/useSettingsGroup';
import { PeerToPeerSection } from './PeerToPeerSection';

/** /settings/p2p: the network group of the settings (WebRTC switches, peer limits, log level). */
export function PeerToPeerSettings() {
  const [network, update] = useSettingsGroup('network');
  return (
    <Page>
      <PageHeader title="Peer-to-peer" />
      <PeerToPeerSection value={network} onChange={update} />
    </Page>
  );
}
