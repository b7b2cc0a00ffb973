import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CONNECTIONS } from '../stories/wallet-fixtures';
import { ConnectionItem } from './ConnectionItem';

const meta = {
  title: 'Wallet/ConnectionItem',
  component: ConnectionItem,
  args: { connection: CONNECTIONS[0], active: true, now: Date.now(), onUse: fn(), onRemove: fn() },
  decorators: [(Story) => <ul style={{ listStyle: 'none', padding: 16 }}><Story /></ul>],
} satisfies Meta<typeof ConnectionItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Use Alby Hub' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Alby Hub' }));
    await expect(args.onRemove).toHaveBeenCalledWith('alby');
  },
};

export const Saved: Story = {
  args: { connection: CONNECTIONS[1], active: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not used yet · 1.2K bits')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use Phone wallet' }));
    await expect(args.onUse).toHaveBeenCalledWith('phone');
  },
};

/** Hostile content: a wallet whose alias is markup, a right-to-left override and one long word stays text in its row. */
export const HostileContent: Story = {
  args: { connection: { ...CONNECTIONS[0], name: `<img src=x onerror=alert(1)>\u202e${'W'.repeat(60)}` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('img')).toBeNull();
    const row = canvas.getByTestId('connection-row');
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    await expect(canvas.getByText('Active')).toBeVisible();
  },
};
