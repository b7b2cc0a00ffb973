import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { alice, aliceComplete, alicePubkey, aliceWith, longProfile, mallory } from '../stories/fixtures';
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

/**
 * Hostile content: a name without spaces and a website that would break out of CSS (one long percent-encoded word)
 * stay within the header: the name ends in an ellipsis, the website wraps.
 */
export const HostileContentUnbrokenNameAndWebsite: Story = {
  args: {
    profile: aliceWith({ display_name: 'W'.repeat(50), website: `https://example.com/x.png"); } body { display: none } .x { background: url("${'javascript:alert(1)'.repeat(8)}` }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('profile-website').getAttribute('href')).toMatch(/^https:\/\/example\.com\/x\.png%22/);
    const header = canvas.getByTestId('profile-header');
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    await expect(canvas.getByRole('heading', { level: 1 }).getBoundingClientRect().width).toBeLessThanOrEqual(header.clientWidth);
  },
};

export const EveryField: Story = {
  args: { profile: aliceComplete, bannerUrl: 'https://imgproxy.example/sig/rs:fit:655:0/banner', nip05Verified: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('profile-banner')).toHaveStyle({ backgroundImage: 'url("https://imgproxy.example/sig/rs:fit:655:0/banner")' });
    await expect(canvas.getByTestId('profile-lightning')).toHaveTextContent('⚡ alice.pleasance.liddell@getalb...');
    await expect(canvas.getByTestId('profile-lightning')).toHaveAttribute('title', 'alice.pleasance.liddell@getalby.example.com');
    await expect(getComputedStyle(canvas.getByTestId('profile-nip05')).textDecorationLine).toBe('none');
  },
};

export const ShortLightningAddress: Story = {
  args: { profile: aliceWith({ lud16: 'alice@wallet.example' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('profile-lightning')).toHaveTextContent(/^⚡ alice@wallet\.example$/);
  },
};

export const Nip05VerificationFailed: Story = {
  args: { nip05Verified: false },
  play: async ({ canvasElement }) => {
    const nip05 = within(canvasElement).getByTestId('profile-nip05');
    await expect(getComputedStyle(nip05).textDecorationLine).toBe('line-through');
    await expect(nip05).toHaveAttribute('title', 'NIP-05 verification failed');
  },
};

export const MissingPictureAndBanner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('profile-banner')).toHaveStyle({ backgroundImage: 'none' });
    await expect(canvas.queryByRole('button', { name: 'Enlarge picture' })).toBeNull();
    await expect(canvas.getByTestId('avatar')).toHaveTextContent('A');
  },
};

export const AvatarEnlarges: Story = {
  args: { profile: aliceComplete },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enlarge picture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alice Liddell' });
    await expect(within(dialog).getByRole('img', { name: 'Picture of Alice Liddell' })).toHaveAttribute('src', 'https://alice.example.com/me.png');
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const SubscriberBadgeLinksToSubscribe: Story = {
  args: { subscriberTier: 'patron' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('link', { name: 'Patron subscriber' });
    await expect(badge).toHaveAttribute('href', '/subscribe');
    await expect(badge).toHaveTextContent('Patron');
  },
};

export const NoSubscriberBadge: Story = {
  args: { subscriberTier: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /subscriber/ })).toBeNull();
  },
};
