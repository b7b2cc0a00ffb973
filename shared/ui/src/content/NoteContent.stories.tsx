import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { ALICE_NPUB, HOSTILE_CONTENT, LONG_URL, RICH_CONTENT } from '../testing/fixtures';
import { NoteContent } from './NoteContent';

const meta = {
  title: 'Nostr/NoteContent',
  component: NoteContent,
  args: { content: 'Hello, Nostr!' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NoteContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlainText: Story = {};

export const Multiline: Story = {
  args: { content: 'first line\nsecond line\n\nafter a blank line' },
};

export const LinksHashtagsMentions: Story = {
  args: { content: RICH_CONTENT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const external = canvas.getByRole('link', { name: 'https://example.com/post' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(canvas.getByRole('link', { name: '#nostr' })).toHaveAttribute('href', '/search/%23nostr');
    await expect(canvas.getByRole('link', { name: /^@npub1/ })).toHaveAttribute('href', `/${ALICE_NPUB}`);
  },
};

export const LongUrl: Story = {
  args: { content: `Read this: ${LONG_URL}` },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveTextContent(`${LONG_URL.slice(0, 47)}...`);
    await expect(link).toHaveAttribute('href', LONG_URL);
  },
};

export const HostileContent: Story = {
  args: { content: HOSTILE_CONTENT },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script, img, svg')).toBeNull();
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expect(within(canvasElement).getByText(/<script>alert\(1\)<\/script>/)).toBeVisible();
  },
};

/** A link to an image file shows the image in place of the link (through the media proxy rules). */
/** Hostile content: a megabyte of text renders its first 10,000 characters and offers the rest. */
export const HostileContentMegabyte: Story = {
  args: { content: 'lorem ipsum #hostile https://example.com/path\n'.repeat(22_000) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Show the whole text \(1,012,000 characters\)$/ })).toBeVisible();
    await expect(canvasElement.textContent!.length).toBeLessThan(10_100);
  },
};

export const ImageLinkInline: Story = {
  args: { content: `Look at my cat https://i.example.com/cat.png so cute` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('proxied-image')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /cat\.png/ })).toBeNull();
    await expect(canvasElement).toHaveTextContent('Look at my cat');
  },
};

/** An image that cannot load falls back to its link: nothing the author wrote is lost. */
export const ImageLinkUnreachable: Story = {
  args: { content: 'Broken http://127.0.0.1:9/missing.png here' },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'http://127.0.0.1:9/missing.png' }, { timeout: 8000 });
    await expect(link).toHaveAttribute('href', 'http://127.0.0.1:9/missing.png');
  },
};

/** A link declared image by an imeta tag (no file extension) shows as that image, with its alt text. */
export const ImetaImageLink: Story = {
  args: {
    content: 'New upload: https://blossom.example/9f86d081884c7d65',
    images: new Map([['https://blossom.example/9f86d081884c7d65', { url: 'https://blossom.example/9f86d081884c7d65', mime: 'image/png', alt: 'A red square', dim: '1x1' }]]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('proxied-image')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /blossom\.example/ })).toBeNull();
  },
};
