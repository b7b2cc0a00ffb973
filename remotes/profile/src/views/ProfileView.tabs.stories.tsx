import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { npubEncode } from '@app/core';
import { fakeTimeline } from '../../../../storybook/preset/fake-timeline';
import { alice, aliceMedia, aliceNotes, aliceReplies, aliceToBob, bobPubkey, likedByAlice } from '../stories/fixtures';
import { ProfileView } from './ProfileView';

const npub = npubEncode(alice.profile.pubkey);

const meta = {
  title: 'Views/ProfileView/Tabs',
  component: ProfileView,
  args: { pubkey: alice.profile.pubkey, profile: alice.profile, viewer: bobPubkey, hasMarket: false, timeline: fakeTimeline() },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

const current = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Profile tabs' })).getByRole('link', { current: 'page' });

export const Posts: Story = {
  args: { tab: 'posts', timeline: fakeTimeline({ items: aliceNotes }) },
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement)).toHaveTextContent('Posts');
    await expect(current(canvasElement)).toHaveAttribute('href', `/${npub}`);
    await expect(within(canvasElement).getAllByTestId('note-card')).toHaveLength(aliceNotes.length);
  },
};

export const Replies: Story = {
  args: { tab: 'replies', timeline: fakeTimeline({ items: aliceReplies }) },
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement)).toHaveAttribute('href', `/${npub}/replies`);
    await expect(within(canvasElement).getByTestId('note-card')).toHaveTextContent('Agreed, relays need love too.');
  },
};

export const RepliesEmpty: Story = {
  args: { tab: 'replies' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No replies found')).toBeVisible();
  },
};

export const Media: Story = {
  args: { tab: 'media', timeline: fakeTimeline({ items: aliceMedia }) },
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement)).toHaveAttribute('href', `/${npub}/media`);
    await expect(within(canvasElement).getByTestId('note-card')).toHaveTextContent('Sunset over the rabbit hole');
  },
};

export const Likes: Story = {
  args: { tab: 'likes', timeline: fakeTimeline({ items: likedByAlice }) },
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement)).toHaveTextContent('Likes');
    const card = within(canvasElement).getByTestId('note-card');
    await expect(card).toHaveTextContent('Building a relay from scratch, day 3.');
    await expect(await within(card).findByText('Bob Builder')).toBeVisible();
  },
};

export const MarketWithListings: Story = {
  args: { tab: 'market', hasMarket: true },
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement)).toHaveAttribute('href', `/${npub}/market`);
    const names = within(within(canvasElement).getByRole('navigation', { name: 'Profile tabs' })).getAllByRole('link');
    await expect(names.map((link) => link.textContent)).toEqual(['Posts', 'Market', 'Replies', 'Media', 'Likes', 'You']);
    await expect(within(canvasElement).getByText('No listings found')).toBeVisible();
  },
};

export const NoMarketTabWithoutListings: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Market' })).toBeNull();
  },
};

export const You: Story = {
  args: { tab: 'you', timeline: fakeTimeline({ items: aliceToBob }) },
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement)).toHaveAttribute('href', `/${npub}/you`);
    await expect(within(canvasElement).getByTestId('note-card')).toHaveTextContent('Thanks for the relay tips, Bob!');
  },
};

export const YouEmpty: Story = {
  args: { tab: 'you' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No posts between you found')).toBeVisible();
  },
};
