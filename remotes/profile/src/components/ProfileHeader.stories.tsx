import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { alice, alicePubkey, aliceWith, longProfile, mallory } from '../stories/fixtures';
import { ProfileHeader } from './ProfileHeader';

const meta = {
  title: 'Components/ProfileHeader',
  component: ProfileHeader,
  args: { pubkey: alicePubkey, profile: alice.profile },
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Alice Liddell' })).toBeVisible();
    await expect(canvas.getByTestId('profile-nip05')).toHaveTextContent('alice@example.com');
    const website = canvas.getByRole('link', { name: 'alice.example.com/' });
    await expect(website).toHaveAttribute('href', 'https://alice.example.com/');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(canvas.getByRole('link', { name: '#nostr' })).toBeVisible();
  },
};

export const Unknown: Story = {
  args: { profile: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /^npub1/ })).toBeVisible();
    await expect(canvas.queryByTestId('profile-nip05')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const RootNip05ShowsTheDomain: Story = {
  args: { profile: aliceWith({ nip05: '_@alice.example.com' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('profile-nip05')).toHaveTextContent(/^alice\.example\.com$/);
  },
};

export const Nip05NotEmailLikeIsHidden: Story = {
  args: { profile: aliceWith({ nip05: 'alice at example dot com' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('profile-nip05')).toBeNull();
  },
};

export const InvalidWebsiteIsHidden: Story = {
  args: { profile: aliceWith({ website: 'www.wonderland.example' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/wonderland\.example/)).toBeNull();
  },
};

export const LongContent: Story = {
  args: { profile: longProfile },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Line 25:/)).toBeVisible();
    await expect(canvas.getByTestId('profile-header').scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const HostileContent: Story = {
  args: { pubkey: mallory.profile.pubkey, profile: mallory.profile },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByTestId('profile-header');
    await expect(header.querySelector('script, img, svg')).toBeNull();
    await expect(canvas.getByRole('heading', { name: '<script>alert(1)</script>' })).toBeVisible();
    await expect(header.querySelector('a[href^="javascript:"]')).toBeNull();
    await expect(header).toHaveTextContent('<img src=x onerror=alert(1)>');
  },
};
