import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { fromOperation } from './history-entries';
import { HistoryRow } from './HistoryRow';
import { FAILED_OPERATION, OPERATIONS, PENDING_OPERATION } from '../stories/wallet-fixtures';

const now = Date.now();

const meta = {
  title: 'Wallet/HistoryRow',
  component: HistoryRow,
  args: { entry: fromOperation(OPERATIONS[0], now), now },
  decorators: [(Story) => <ul style={{ listStyle: 'none', padding: 16 }}><Story /></ul>],
} satisfies Meta<typeof HistoryRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A token sent: amount, fee, memo, and its token to copy again. */
export const SentToken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Sent−500 bits');
    await expect(canvas.getByText('fee 1 bit')).toBeVisible();
    await expect(canvas.getByText('3m')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy token' })).toBeVisible();
  },
};

export const Pending: Story = {
  args: { entry: fromOperation(PENDING_OPERATION, now) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pending')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { entry: fromOperation(FAILED_OPERATION, now) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed')).toBeVisible();
    await expect(canvas.getByText('Payment failed')).toBeVisible();
  },
};
