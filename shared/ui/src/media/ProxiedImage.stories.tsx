import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import { blurhashDataUrl } from './blurhashPlaceholder';
import { ProxiedImage } from './ProxiedImage';

const meta = {
  title: 'Media/ProxiedImage',
  component: ProxiedImage,
  args: { src: 'http://127.0.0.1:9/never.png', alt: 'A cat', blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj', dim: '800x600' },
  decorators: [(Story) => <div style={{ width: 400 }}>{Story()}</div>],
} satisfies Meta<typeof ProxiedImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * While loading, the 16×16 blurhash fills the box reserved by `dim`; an image that never loads is hidden. The decoder
 * is fetched ahead here, as after a first image (it loads on first use).
 */
export const BlurhashThenHiddenOnFailure: Story = {
  beforeEach: async () => void (await blurhashDataUrl('LEHV6nWB2yk8pyo0adR*.7kCMdnj')),
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTestId('proxied-image');
    await expect(getComputedStyle(frame).backgroundImage).toContain('data:image/png');
    await expect(Math.round(frame.getBoundingClientRect().height)).toBe(300);
    await waitFor(() => expect(within(canvasElement).queryByTestId('proxied-image')).toBeNull(), { timeout: 5000 });
  },
};

export const NonHttpSourceRendersNothing: Story = {
  args: { src: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
