import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToggleList } from './ToggleList';

type Preferences = { mentions: boolean; replies: boolean; zaps: boolean };

const meta = {
  title: 'Controls/ToggleList',
  component: ToggleList<Preferences>,
  args: {
    fields: [
      { key: 'mentions', label: 'Mentions' },
      { key: 'replies', label: 'Replies', hint: 'Replies to your posts' },
      { key: 'zaps', label: 'Zaps' },
    ],
    values: { mentions: true, replies: false, zaps: true },
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ToggleList<Preferences>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('switch').map((toggle) => (toggle as HTMLInputElement).checked)).toEqual([true, false, true]);
  },
};

export const Changed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('switch', { name: 'Replies' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ replies: true });
  },
};
