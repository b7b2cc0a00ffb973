import { Tabs } from '@app/ui';
import { TAB_LABELS, tabPath, type ProfileTab } from '../model/profile-tabs';

/** The profile's tabs as links (Posts has no path suffix); the current one is marked. */
export function ProfileTabBar({ pubkey, tabs, current }: { pubkey: string; tabs: ProfileTab[]; current: ProfileTab }) {
  const items = tabs.map((tab) => ({ label: TAB_LABELS[tab], to: tabPath(pubkey, tab), active: tab === current }));
  return <Tabs items={items} label="Profile tabs" />;
}
