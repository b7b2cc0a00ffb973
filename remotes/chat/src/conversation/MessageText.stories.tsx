import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { MessageText } from './MessageText';

const meta = {
  title: 'Chat/MessageText',
  component: MessageText,
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  args: { content: 'Read https://example.com/post, then reply.' },
} satisfies Meta<typeof MessageText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An http(s) URL is a link (its closing punctuation is not part of it), opened in a new tab. */
export const WithLink: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'https://example.com/post' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expect(canvasElement).toHaveTextContent('Read https://example.com/post, then reply.');
  },
};

/** Line breaks are kept; a long URL wraps anywhere. */
export const LinesAndLongUrl: Story = {
  args: { content: `first line\nsecond line\nhttps://example.com/${'segment-'.repeat(30)}end` },
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector('p')!;
    await expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
  },
};

/** Right-to-left text reads right to left. */
export const RightToLeft: Story = {
  args: { content: 'שלום עולם' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('שלום עולם').matches(':dir(rtl)')).toBe(true);
  },
};
