import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fakeTimeline } from '../../../../storybook/preset/fake-timeline';
import { alice, aliceNotes, bob, bobPubkey, hostileNote, longNote, longProfile, mallory } from '../stories/fixtures';
import { withLocationProbe } from '../stories/LocationProbe';
import { ProfileView } from './ProfileView';

const meta = {
  title: 'Views/ProfileView',
  component: ProfileView,
  args: {
    pubkey: alice.profile.pubkey,
    profile: alice.profile,
    timeline: fakeTimeline({ items: aliceNotes, hasMore: true }),
    onMute: fn(async () => undefined),
    onUnmute: fn(async () => undefined),
  },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabNames = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Profile tabs' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** Logged out: notes, the four public tabs, no message, follow or edit controls. */
export const Notes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('profile-header')).toHaveTextContent('Alice Liddell');
    await expect(canvas.getAllByTestId('note-card')).toHaveLength(aliceNotes.length);
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeVisible();
    await expect(tabNames(canvasElement)).toEqual(['Posts', 'Replies', 'Media', 'Likes']);
    await expect(canvas.getByRole('link', { name: 'Posts' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('button', { name: 'Message' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Edit profile' })).toBeNull();
  },
};

export const LoggedOutSeesNoWidgetsOrMuteWarning: Story = {
  args: { muted: true, widgets: { follow: <button type="button">Follow</button>, followsYou: <span>Follows you</span> } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Follow' })).toBeVisible();
    await expect(canvas.queryByText('Follows you')).toBeNull();
    await expect(canvas.queryByTestId('muted-warning')).toBeNull();
  },
};

export const OwnProfile: Story = {
  args: { viewer: alice.profile.pubkey, widgets: { follow: <button type="button">Follow</button> } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/settings/profile');
    await expect(canvas.queryByRole('button', { name: 'Follow' })).toBeNull();
    await expect(tabNames(canvasElement)).toEqual(['Posts', 'Replies', 'Media', 'Likes']);
  },
};

export const SomeoneElseLoggedIn: Story = {
  decorators: [withLocationProbe],
  args: {
    viewer: bobPubkey,
    widgets: { follow: <button type="button">Follow</button>, followsYou: <span>Follows you</span>, followedBy: <p>Followed by Bob Builder</p> },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Follow' })).toBeVisible();
    await expect(canvas.getByText('Follows you')).toBeVisible();
    await expect(canvas.getByText('Followed by Bob Builder')).toBeVisible();
    await expect(tabNames(canvasElement)).toEqual(['Posts', 'Replies', 'Media', 'Likes', 'You']);
    await userEvent.click(canvas.getByRole('button', { name: 'Message' }));
    const location = canvas.getByTestId('location');
    await waitFor(() => expect(location).toHaveTextContent('/chats/chat'));
    await expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ id: alice.profile.pubkey });
  },
};

export const Muted: Story = {
  args: { viewer: bobPubkey, muted: true },
  play: async ({ canvasElement, args }) => {
    const warning = within(within(canvasElement).getByTestId('muted-warning'));
    await expect(warning.getByText('You have muted this user.')).toBeVisible();
    await userEvent.click(warning.getByRole('button', { name: 'Unmute' }));
    await expect(args.onUnmute).toHaveBeenCalledOnce();
  },
};

export const PeopleLists: Story = {
  args: { follows: [bobPubkey, mallory.profile.pubkey], knownFollowers: [bobPubkey] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '1 Known followers' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '2 Following' }));
    const list = within(await screen.findByRole('list', { name: 'Following' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(await list.findByRole('link', { name: new RegExp(bob.profile.display_name!) })).toBeVisible();
  },
};

export const PeopleListsLoading: Story = {
  args: { follows: undefined, knownFollowers: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '… Following' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '0 Known followers' })).toBeDisabled();
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
