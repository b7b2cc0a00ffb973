import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { fakeTimeline } from '../../../../storybook/preset/fake-timeline';
import { alice, aliceNotes, hostileNote, longNote, longProfile, mallory } from '../stories/fixtures';
import { ProfileView } from './ProfileView';

const meta = {
  title: 'Views/ProfileView',
  component: ProfileView,
  args: {
    pubkey: alice.profile.pubkey,
    profile: alice.profile,
    timeline: fakeTimeline({ items: aliceNotes, hasMore: true }),
  },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Notes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('profile-header')).toHaveTextContent('Alice Liddell');
    await expect(canvas.getAllByTestId('note-card')).toHaveLength(aliceNotes.length);
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { profile: undefined, timeline: fakeTimeline({ loading: true, hasMore: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /^npub1/ })).toBeVisible();
    await expect(canvas.getByLabelText('Loading note')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { timeline: fakeTimeline() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No posts found')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { timeline: fakeTimeline({ error: 'wss://relay.example.com: connection refused', hasMore: true }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('connection refused');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.timeline.timeline.refresh).toHaveBeenCalledOnce();
  },
};

export const LongContent: Story = {
  args: { profile: longProfile, timeline: fakeTimeline({ items: [longNote, ...aliceNotes] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Show More' })).toBeVisible();
  },
};

export const HostileContent: Story = {
  args: {
    pubkey: mallory.profile.pubkey,
    profile: mallory.profile,
    timeline: fakeTimeline({ items: [hostileNote] }),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script, img, svg')).toBeNull();
    await expect(canvasElement.querySelector('a[href^="javascript:"]')).toBeNull();
    await expect(within(canvasElement).getByTestId('note-card')).toHaveTextContent('<script>alert(1)</script>');
  },
};
