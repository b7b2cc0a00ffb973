import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox } from './SearchBox';

const meta = {
  title: 'Components/SearchBox',
  component: SearchBox,
  args: { initial: '', placeholder: 'Search posts', onSubmit: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnterSubmitsTrimmed: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Search posts' });
    await userEvent.type(box, '  nostr relays ');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('nostr relays');
  },
};

export const EscapeClears: Story = {
  args: { initial: 'coffee' },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Search posts' });
    await expect(box).toHaveValue('coffee');
    await userEvent.type(box, '{Escape}');
    await expect(box).toHaveValue('');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('');
  },
};

export const LongQuery: Story = {
  args: { initial: 'a very long query about relays, keys, zaps and everything else '.repeat(4) },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('searchbox');
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
