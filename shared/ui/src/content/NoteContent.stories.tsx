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
