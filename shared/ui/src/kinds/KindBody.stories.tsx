import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blurhashDataUrl } from '../media/blurhashPlaceholder';
import { NoteCard } from '../nostr/NoteCard';
import { CashuTokenCard, InvoiceCard, PaymentRequestCard } from '../embeds/lazyEmbeds';
import { alice, bob, kindEvents, seedStoryCore } from './storyKinds';

async function preloadPaymentCards(): Promise<void> {
  await Promise.all([InvoiceCard.preload(), CashuTokenCard.preload(), PaymentRequestCard.preload(), import('@app/core/wallet').then((wallet) => wallet.decodeInvoice('').catch(() => undefined))]);
}

const meta = {
  title: 'Nostr/Kinds',
  component: NoteCard,
  args: { event: kindEvents.post, profile: alice.profile },
  // The payment cards' code and the invoice decoder load before play: on a busy machine their first compile can
  // outlast a findBy wait.
  loaders: [seedStoryCore, preloadPaymentCards],
  decorators: [(Story) => <div style={{ maxWidth: 600 }}>{Story()}</div>],
} satisfies Meta<typeof NoteCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Post: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '#Nostr' })).toHaveAttribute('href', '/search/%23nostr');
    await expect(canvas.getByAltText(':wave:').getBoundingClientRect().width).toBe(24);
    await expect(await canvas.findByTestId('invoice-card')).toHaveTextContent('2K bits');
    await expect(await canvas.findByText('10 bits')).toBeVisible();
    await expect(await canvas.findByText('21 bits')).toBeVisible();
    await expect(canvas.getByTestId('lightning-address-card')).toHaveTextContent('alice@example.com');
  },
};

export const PostWithUploadedImage: Story = {
  args: { event: kindEvents.postWithImage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the uploaded image takes its link's place in the text, once (not again below it), the javascript: one never
    await expect(canvas.queryAllByTestId('proxied-image').length).toBeLessThanOrEqual(1);
    await expect(canvasElement.querySelector('[src^="javascript:"]')).toBeNull();
    // cdn.invalid never answers: the image gives way to its link, so nothing the author wrote is lost
    await expect(await canvas.findByRole('link', { name: 'https://cdn.invalid/upload.png' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.queryAllByTestId('proxied-image')).toHaveLength(0);
  },
};

export const Repost: Story = {
  args: { event: kindEvents.repost, profile: bob.profile },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/The note everybody reacts to/)).toBeVisible();
  },
};

export const Reactions: Story = {
  render: () => (
    <>
      <NoteCard event={kindEvents.like} profile={bob.profile} />
      <NoteCard event={kindEvents.emojiReaction} profile={bob.profile} />
      <NoteCard event={kindEvents.customReaction} profile={bob.profile} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const glyphs = canvas.getAllByTestId('reaction');
    await expect(glyphs[0]).toHaveTextContent('❤️');
    await expect(glyphs[1]).toHaveTextContent('🤙');
    await expect(within(glyphs[2]).getByAltText(':blob:')).toHaveAttribute('src', 'https://cdn.example/blob.png');
  },
};

/** A receipt the core's verifier accepted: the amount and the comment. */
export const ZapReceipt: Story = {
  args: { event: kindEvents.zap, profile: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('zap')).toHaveTextContent('2K bits');
    await expect(canvas.getByText('Great post!')).toBeVisible();
  },
};

/** A receipt not signed by the recipient's LNURL server: no amount is claimed. */
export const ForgedZapReceipt: Story = {
  args: { event: kindEvents.forgedZap, profile: undefined },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Unverified zap receipt')).toBeVisible();
    await expect(within(canvasElement).queryByText(/2K bits/)).toBeNull();
  },
};

export const Article: Story = {
  args: { event: kindEvents.article },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'My first article' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Heading' })).toBeVisible();
    await expect(canvas.getByText(/^A summary\./).textContent).toHaveLength(250);
    await expect(canvas.getByRole('link', { name: 'a link' })).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('link', { name: 'bad' })).toBeNull();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

export const PicturePost: Story = {
  args: { event: kindEvents.picture },
  // The decoder loads with the first blurhash; loaded up front, the placeholder shows before the (unreachable) image fails.
  beforeEach: async () => void (await blurhashDataUrl('LEHV6nWB2yk8pyo0adR*.7kCMdnj')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sunset' })).toBeVisible();
    const frame = canvas.getByTestId('proxied-image');
    await waitFor(() => expect(getComputedStyle(frame).backgroundImage).toContain('data:image/png'));
  },
};

/** A NIP-22 comment (kind 1111, here under a picture) reads like a post. */
export const Comment: Story = {
  args: { event: kindEvents.comment, profile: bob.profile },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/What a sky!/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'https://example.com/more' })).toBeVisible();
    await expect(canvas.queryByText('Event of kind 1111')).toBeNull();
  },
};

export const MarketListing: Story = {
  args: { event: kindEvents.listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('listing-price')).toHaveTextContent('€150'); // listings load on first use
    await expect(canvas.getByRole('link', { name: 'bikes' })).toHaveAttribute('href', '/m/bikes');
    await expect(canvas.getByRole('link', { name: 'a-very-long-categ...' })).toBeVisible();
    const location = canvas.getByTestId('listing-location');
    await expect(location).toHaveAttribute('href', '/map/u33db');
    await expect(location.textContent?.replace('📍 ', '')).toHaveLength(30);
  },
};

export const ListingPriceInSats: Story = {
  args: { event: kindEvents.satsListing },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('listing-price')).toHaveTextContent('₿2100');
  },
};

export const ChannelCreation: Story = {
  args: { event: kindEvents.channel },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Bikes' })).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Open channel' })).toHaveAttribute('href', `/chats/${kindEvents.channel.id}`);
  },
};

export const BrokenChannelRendersNothing: Story = {
  args: { event: kindEvents.brokenChannel },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('channel')).toBeNull();
    await expect(within(canvasElement).queryByText(/not json/)).toBeNull();
  },
};

export const Highlight: Story = {
  args: { event: kindEvents.highlight },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The best way out is always through.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'https://example.com/poem' })).toHaveAttribute('target', '_blank');
  },
};

export const Deletion: Story = {
  args: { event: kindEvents.deletion },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Deletion request')).toBeVisible();
    await expect(within(canvasElement).getByText('posted by mistake')).toBeVisible();
  },
};

export const UnknownKind: Story = {
  args: { event: kindEvents.unknown },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Event of kind 31337')).toBeVisible();
    await expect(canvas.getByText('A music track')).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};

export const ContentWarning: Story = {
  args: { event: kindEvents.sensitive },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reveal = canvas.getByRole('button', { name: /Content warning: spoilers/ });
    await userEvent.click(reveal);
    await waitFor(() => expect(canvas.queryByTestId('sensitive-content')).toBeNull());
    await expect(canvas.getByText(/the butler did it/)).toBeVisible();
  },
};

/** Hostile content: a post carrying 1,667 imeta images shows ten of them and counts the rest. */
export const HostileContentThousandsOfImages: Story = {
  args: {
    event: {
      ...kindEvents.post,
      content: 'A note whose tags are mostly images',
      tags: Array.from({ length: 1667 }, (_, i) => ['imeta', `url https://example.com/${i}.png`, `alt <img src=x onerror=alert(${i})>`]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('proxied-image')).toHaveLength(10);
    await expect(canvas.getByText('1657 more images not shown')).toBeVisible();
  },
};
