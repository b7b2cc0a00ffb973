import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { alice } from '../stories/fixtures';
import ProfilePage from './ProfilePage';

/** The connected page on the offline core (no relays, logged out): wiring of profile, tabs and timelines. */
const meta = {
  title: 'Pages/ProfilePage',
  component: ProfilePage,
  args: { pubkey: alice.profile.pubkey },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabs = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('navigation', { name: 'Profile tabs' }));

export const LoggedOutVisitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Alice Liddell' })).toBeVisible();
    await expect(await canvas.findByText('No posts found')).toBeVisible();
    await expect(tabs(canvasElement).getAllByRole('link').map((link) => link.textContent)).toEqual(['Posts', 'Replies', 'Media', 'Likes']);
    await expect(canvas.queryByRole('button', { name: 'Message' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Follow' })).toBeVisible(); // asks the visitor to sign in
  },
};

export const RepliesTab: Story = {
  args: { tab: 'replies' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No replies found')).toBeVisible();
    await expect(tabs(canvasElement).getByRole('link', { current: 'page' })).toHaveTextContent('Replies');
  },
};

export const MarketWithoutListingsShowsPosts: Story = {
  args: { tab: 'market' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No posts found')).toBeVisible();
    await expect(tabs(canvasElement).queryByRole('link', { name: 'Market' })).toBeNull();
  },
};

export const YouTabNeedsSignIn: Story = {
  args: { tab: 'you' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No posts found')).toBeVisible();
    await expect(tabs(canvasElement).getByRole('link', { current: 'page' })).toHaveTextContent('Posts');
  },
};
