import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samplePubkey } from './storySummaries';
import { ZapsBarView } from './ZapsBar';

const zapper = (n: number, name: string, amount: number) => ({ pubkey: samplePubkey(n), name, amount });

const meta = {
  title: 'Reactions/ZapsBar',
  component: ZapsBarView,
  args: {
    zappers: [zapper(1, 'Alice', 21_000), zapper(2, 'Bob', 5_000), zapper(3, 'Carol with a very long display name indeed', 21)],
    more: 0,
    onShowZaps: fn(),
  },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof ZapsBarView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The standalone note's zappers, largest first; a click opens the zaps list. */
export const Zappers: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chips = within(canvas.getByRole('list', { name: 'Zaps' })).getAllByRole('button');
    await expect(chips.map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'Alice zapped 21000 bits',
      'Bob zapped 5000 bits',
      'Carol with a very long display name indeed zapped 21 bits',
    ]);
    await expect(chips[0]).toHaveTextContent('21KAlice');
    await userEvent.click(chips[1]);
    await expect(args.onShowZaps).toHaveBeenCalledOnce();
  },
};

/** More zappers than the bar names: '+N' opens the list too. */
export const MoreZappers: Story = {
  args: { more: 7 },
  play: async ({ canvasElement, args }) => {
    const more = within(canvasElement).getByRole('button', { name: '7 more zappers' });
    await expect(more).toHaveTextContent('+7');
    await userEvent.click(more);
    await expect(args.onShowZaps).toHaveBeenCalledOnce();
  },
};

/** No zaps yet: the bar takes no room. */
export const NoZaps: Story = {
  args: { zappers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('zaps-bar')).toBeNull();
  },
};
