import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { FollowButtonView } from '../social/FollowButtonView';
import { storyKey, storyKeys, storyProfiles } from '../social/storyPeople';
import { PeopleWidgetView } from './PeopleWidgetView';
import { PersonRowView } from './PersonRow';

const noop = () => {};
const row = (pubkey: string) => <PersonRowView pubkey={pubkey} profile={storyProfiles[pubkey]} />;
const rowWithFollow = (pubkey: string) => (
  <PersonRowView pubkey={pubkey} profile={storyProfiles[pubkey]} action={<FollowButtonView state="follow" onFollow={noop} onUnfollow={noop} onUnmute={noop} />} />
);

const meta = {
  title: 'People/PeopleWidget',
  component: PeopleWidgetView,
  args: { title: 'Follows', pubkeys: storyKeys(40), renderRow: row, emptyText: 'Follows nobody yet', scrollable: true },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
} satisfies Meta<typeof PeopleWidgetView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 40 follows: 24rem of rows, then the list scrolls. */
export const Follows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Follows' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Alice' })).toHaveAttribute('href', expect.stringMatching(/^\/npub1/));
    const list = canvas.getByTestId('people-list');
    await expect(list.clientHeight).toBe(24 * 16);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
  },
};

export const Loading: Story = {
  args: { pubkeys: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { pubkeys: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Follows nobody yet')).toBeVisible();
  },
};

export const RelevantPeople: Story = {
  args: { title: 'Relevant people', pubkeys: [storyKey(99), storyKey(1), storyKey(500)], renderRow: rowWithFollow },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Relevant people' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Follow' })).toHaveLength(3);
    // The unknown person shows a short npub and an initial-less avatar.
    await expect(canvas.getByRole('link', { name: /^npub1/ })).toBeVisible();
  },
};

export const SuggestedFollows: Story = {
  args: { title: 'Suggested follows', pubkeys: storyKeys(5), renderRow: rowWithFollow, scrollable: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('person-row')).toHaveLength(5);
  },
};

const hostileNames = ['admin\u202egnp.exe', '<img src=x onerror=alert(1)>', 'W'.repeat(50)];

/** Hostile content: names with a right-to-left override, markup and no spaces stay text, isolated, inside the rows. */
export const HostileContent: Story = {
  args: {
    pubkeys: hostileNames.map((_, index) => storyKey(index)),
    renderRow: (pubkey: string) => {
      const name = hostileNames[storyKeys(hostileNames.length).indexOf(pubkey)];
      return <PersonRowView pubkey={pubkey} profile={{ pubkey, created_at: 1, name }} />;
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    await expect(getComputedStyle(canvas.getByRole('link', { name: 'admin\u202egnp.exe' })).unicodeBidi).toBe('isolate');
    const list = canvas.getByTestId('people-list');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
