import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { fakeWalletPort, resetFakePort } from '../stories/fake-wallet-port';
import { CONNECTIONS, FAILED_OPERATION, LONG_HISTORY, NWC_TRANSACTIONS, OPERATIONS, PAYMENTS, PENDING_OPERATION } from '../stories/wallet-fixtures';
import { HISTORY_PAGE, HistorySection } from './HistorySection';

const meta = {
  title: 'Wallet/HistorySection',
  component: HistorySection,
  beforeEach: resetFakePort,
  args: { port: fakeWalletPort({ operations: OPERATIONS, payments: PAYMENTS }), nwcWallet: null },
} satisfies Meta<typeof HistorySection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Received, sent and paid ecash; the payment's metadata (what for, to whom) merged in by invoice. */
export const WithHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('history-row')).toHaveLength(OPERATIONS.length);
    const rows = canvas.getAllByTestId('history-row');
    await expect(rows[0]).toHaveTextContent('Sent');
    await expect(rows[0]).toHaveTextContent('−500 bits');
    await expect(rows[0]).toHaveTextContent('Coffee');
    await expect(within(rows[0]).getByRole('button', { name: 'Copy token' })).toBeVisible();
    await expect(rows[1]).toHaveTextContent('Paid');
    await expect(rows[1]).toHaveTextContent('to Alice');
    await expect(rows[1]).toHaveTextContent('Zap for a great note');
    await expect(rows[1]).toHaveTextContent('fee 2 bits');
    await expect(rows[3]).toHaveTextContent('+10K bits');
  },
};

export const Empty: Story = {
  args: { port: fakeWalletPort() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No transactions yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { port: fakeWalletPort({ loading: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading history' })).toBeVisible();
  },
};

/** An operation the mint has not answered yet, and one that failed with its reason. */
export const PendingAndFailed: Story = {
  args: { port: fakeWalletPort({ operations: [PENDING_OPERATION, FAILED_OPERATION, ...OPERATIONS] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByTestId('history-row');
    await expect(within(rows[0]).getByText('Pending')).toBeVisible();
    await expect(within(rows[2]).getByText('Failed')).toBeVisible();
    await expect(rows[2]).toHaveTextContent('Payment failed');
  },
};

/** Sixty operations: the list scrolls in its own region and shows more on demand. */
export const LongHistory: Story = {
  args: { port: fakeWalletPort({ operations: LONG_HISTORY }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('history-row')).toHaveLength(HISTORY_PAGE);
    const region = canvas.getByRole('region', { name: 'Transactions' });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(canvas.getAllByTestId('history-row')).toHaveLength(LONG_HISTORY.length);
  },
};

/** With an NWC wallet active, its transactions join the ecash history. */
export const WithNwcTransactions: Story = {
  args: {
    port: fakeWalletPort({ provider: 'nwc', operations: OPERATIONS.slice(0, 1), connections: { connections: CONNECTIONS, activeId: 'alby' }, nwcTransactions: NWC_TRANSACTIONS }),
    nwcWallet: 'alby',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Zap from Bob')).toBeVisible();
    await expect(canvas.getAllByTestId('history-row')).toHaveLength(3);
    await expect(canvas.getAllByText('NWC')).toHaveLength(2);
    await expect(canvas.getByText('fee 3 bits')).toBeVisible();
  },
};

export const NwcFailure: Story = {
  args: {
    port: fakeWalletPort({ provider: 'nwc', overrides: { nwcTransactions: () => Promise.reject(new Error('NWC request list_transactions timed out')) } }),
    nwcWallet: 'alby',
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('NWC request list_transactions timed out');
  },
};
