import { Tabs } from '@app/ui';

const TABS = [
  { label: 'People', to: '/u' },
  { label: 'Posts', to: '/search' },
  { label: 'Market', to: '/m' },
  { label: 'Map', to: '/map' },
  { label: 'Relay', to: '/relay' },
];

/** Search tabs of spec 1: People, Posts, Market, Map, Relay. */
export function SearchTabs({ active }: { active: string }) {
  return <Tabs items={TABS.map((tab) => ({ ...tab, active: tab.to === active }))} />;
}
