import type { Meta, StoryObj } from '@storybook/react';
import { preloadMap } from '@app/ui/map';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { feedById } from '../home/home-fixtures';
import { alice } from '../stories/fixtures';
import { FeedEditor } from './FeedEditor';

const meta = {
  title: 'Feed/FeedEditor',
  component: FeedEditor,
  args: {
    config: feedById('latest'),
    index: 1,
    count: 6,
    availableRelays: ['wss://relay.example.com/', 'wss://nos.example.org/'],
    searchPeople: fn(async () => [alice.profile]),
    onSave: fn(),
    onMove: fn(),
    onClone: fn(),
    onDelete: fn(),
    onReset: fn(),
    confirm: fn(() => true),
  },
} satisfies Meta<typeof FeedEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AutosavesAfterEditing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), 'Friends');
    await expect(args.onSave).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1), { timeout: 1500 });
    await expect(args.onSave).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'latest', customName: 'Friends' }));
  },
};

export const ShowRepliesOffDisablesRepliedTo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const repliedTo = canvas.getByRole('checkbox', { name: 'Show replied-to' });
    await expect(repliedTo).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show replies' }));
    await expect(repliedTo).not.toBeChecked();
    await expect(repliedTo).toBeDisabled();
  },
};

export const KindsWithLabelsAndCustomKinds: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Post' })).toBeChecked();
    for (const label of ['Repost', 'Like', 'Zap', 'Article', 'Chat', 'Market', 'Picture']) {
      await expect(canvas.getByRole('checkbox', { name: label })).not.toBeChecked();
    }
    await userEvent.type(canvas.getByLabelText('Custom kind'), '10002, -1, 3, 3, 1.5{Enter}');
    const chips = canvas.getByLabelText('Custom kinds');
    await expect(chips).toHaveTextContent('Relay List (10002)');
    await expect(chips).toHaveTextContent('Follows (3)');
    await expect(chips).not.toHaveTextContent('-1');
    await waitFor(() => expect(args.onSave).toHaveBeenLastCalledWith(expect.objectContaining({ filter: expect.objectContaining({ kinds: [1, 10002, 3] }) })), { timeout: 1500 });
  },
};

export const EmptyingKindsRemovesTheFilterField: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Post' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalled(), { timeout: 1500 });
    const saved = (args.onSave as ReturnType<typeof fn>).mock.lastCall![0];
    await expect(saved.filter).toEqual({ limit: 100 });
  },
};

export const UserPicker: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 users selected')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('User'), 'npub1invalid{Enter}');
    await expect(canvas.getByText('0 users selected')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('User'), `${'ab'.repeat(32)}{Enter}`);
    await expect(canvas.getByText('1 user selected')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('User'), 'alic');
    await userEvent.click(await canvas.findByRole('button', { name: 'Alice Liddell' }));
    await expect(args.searchPeople).toHaveBeenCalledWith('alic', 10);
    await expect(canvas.getByText('2 users selected')).toBeVisible();
  },
};

export const GeohashAndLimit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 characters ≈ a city, 4 ≈ a district')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Geohash'), ' U33D , ,u33e{Enter}');
    await expect(canvas.getByLabelText('Geohash')).toHaveValue('u33d, u33e');
    const limit = canvas.getByLabelText('Limit');
    await expect(limit).toHaveAttribute('placeholder', '100');
    await expect(canvas.getByText('Max events to initially fetch')).toBeVisible();
    await userEvent.clear(limit);
    await userEvent.type(limit, '5000{Enter}');
    await expect(limit).toHaveValue(1000);
    await waitFor(() => expect(args.onSave).toHaveBeenLastCalledWith(expect.objectContaining({ filter: { kinds: [1], '#g': ['u33d', 'u33e'], limit: 1000 } })), { timeout: 1500 });
  },
};

/** The map toggle shows the cells of the field (tiles as the core's runtime config says); a click on the map adds the cell under it, and the field and the save follow. */
export const GeohashMapToggle: Story = {
  loaders: [preloadMap], // the map's code and Leaflet, before play (a busy machine's first compile outlasts findBy)
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Geohash'), 'u33d{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Show map' }));
    await expect(canvas.getByRole('button', { name: 'Hide map' })).toHaveAttribute('aria-expanded', 'true');
    const map = await canvas.findByRole('application');
    await waitFor(() => expect(canvasElement.querySelectorAll('path.geohash-cell')).toHaveLength(1));
    await expect(canvasElement.querySelectorAll('img.leaflet-tile')).toHaveLength(0); // the offline core's config: no tiles
    const box = map.getBoundingClientRect();
    map.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: box.left + 10, clientY: box.top + 10 }));
    await waitFor(() => expect((canvas.getByLabelText('Geohash') as HTMLInputElement).value).toMatch(/^u33d, u33\w+$/));
    await waitFor(() => expect(canvasElement.querySelectorAll('path.geohash-cell')).toHaveLength(2));
    await waitFor(() => expect(args.onSave).toHaveBeenLastCalledWith(expect.objectContaining({ filter: expect.objectContaining({ '#g': ['u33d', expect.stringMatching(/^u33/)] }) })), { timeout: 1500 });
    await userEvent.click(canvas.getByRole('button', { name: 'Hide map' }));
    await expect(canvas.queryByRole('application')).toBeNull();
  },
};

export const FollowDistance: Story = {
  args: { config: { ...feedById('latest'), followDistance: undefined } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Limit by follow distance' }));
    const distance = canvas.getByLabelText('Maximum follow distance');
    await expect(distance).toHaveValue(3);
    await userEvent.clear(distance);
    await userEvent.type(distance, '42{Enter}');
    await expect(canvas.getByLabelText('Maximum follow distance')).toHaveValue(10);
  },
};

export const Relays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 relays selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'wss://relay.example.com/' }));
    await userEvent.type(canvas.getByLabelText('Custom relay'), 'Relay.Other.example{Enter}');
    await expect(canvas.getByText('2 relays selected')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'wss://relay.other.example/' })).toBeChecked();
  },
};

export const DeleteConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    await expect(args.confirm).toHaveBeenCalledWith("Delete feed 'Latest'?");
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const DeleteHiddenWithOneFeed: Story = {
  args: { index: 0, count: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Move left' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move right' })).toBeDisabled();
  },
};

export const ResetCancelled: Story = {
  args: { confirm: fn(() => false) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset all feeds' }));
    await expect(args.confirm).toHaveBeenCalledWith('Reset all feeds to defaults?');
    await expect(args.onReset).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Clone' }));
    await expect(args.onClone).toHaveBeenCalledOnce();
  },
};

export const StrategyFeedHasNoFilter: Story = {
  args: { config: feedById('popular') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Name')).toHaveAttribute('placeholder', 'Popular');
    await expect(canvas.queryByRole('group', { name: 'Kinds' })).toBeNull();
    await expect(canvas.queryByLabelText('Limit')).toBeNull();
  },
};
