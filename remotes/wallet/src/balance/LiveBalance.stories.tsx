import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { fakeWalletPort, resetFakePort } from '../stories/fake-wallet-port';
import { MINT_BALANCES, MINTS, OPERATIONS, PENDING_OPERATION } from '../stories/wallet-fixtures';
import { LiveBalance } from './LiveBalance';

const meta = {
  title: 'Wallet/LiveBalance',
  component: LiveBalance,
  beforeEach: resetFakePort,
  args: {
    port: fakeWalletPort({ balance: 12_345, mints: MINTS, mintBalances: MINT_BALANCES, operations: [PENDING_OPERATION, ...OPERATIONS] }),
    provider: 'cashu',
    remoteWallet: null,
  },
} satisfies Meta<typeof LiveBalance>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ecash wallet: per-mint balances and the pending notice, read from the wallet. */
export const Ecash: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('balance-amount')).toHaveTextContent('12.35K bits');
    await expect(canvas.getByRole('list', { name: 'Balance per mint' })).toHaveTextContent('Example Mint: 12K bits');
    await expect(canvas.getByText('1 operation is pending; it finishes once the mint answers.')).toBeVisible();
  },
};

/** An NWC wallet: its balance is read when it becomes active; the connection is named. */
export const Nwc: Story = {
  args: { port: fakeWalletPort({ provider: 'nwc', balance: 84_000 }), provider: 'nwc', connectionName: 'Alby Hub', remoteWallet: 'nwc:alby' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('balance-amount')).toHaveTextContent('84K bits');
    await expect(canvas.getByText('Nostr Wallet Connect · Alby Hub')).toBeVisible();
    await expect((args.port as ReturnType<typeof fakeWalletPort>).calls).toContain('refreshBalance()');
    await expect(canvas.queryByRole('list', { name: 'Balance per mint' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { port: fakeWalletPort({ loading: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading balance' })).toBeVisible();
  },
};
