import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { ChatsLayout } from './ChatsLayout';
import { SPLIT_MIN_WIDTH } from './useWideLayout';

const list = <nav aria-label="Chat list">the list</nav>;
const conversation = ({ showBack }: { showBack: boolean }) => <section aria-label="Open conversation">{showBack ? 'with a back link' : 'beside the list'}</section>;

const meta = {
  title: 'Chat/ChatsLayout',
  component: ChatsLayout,
  args: { list, conversation },
} satisfies Meta<typeof ChatsLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide: the list and the conversation side by side. */
export const Wide: Story = {
  decorators: [(Story) => <div style={{ width: SPLIT_MIN_WIDTH + 100 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Chat list' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Open conversation' })).toHaveTextContent('beside the list');
  },
};

/** Wide with nothing open: a hint beside the list. */
export const WideNothingOpen: Story = {
  args: { conversation: undefined },
  decorators: [(Story) => <div style={{ width: SPLIT_MIN_WIDTH + 100 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose a conversation')).toBeVisible();
  },
};

/** A phone: the open conversation alone, which links back. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 375 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Chat list' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Open conversation' })).toHaveTextContent('with a back link');
  },
};

/** A phone with nothing open: the list alone. */
export const PhoneList: Story = {
  args: { conversation: undefined },
  decorators: [(Story) => <div style={{ width: 375 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Chat list' })).toBeVisible();
    await expect(canvas.queryByText('Choose a conversation')).toBeNull();
  },
};
