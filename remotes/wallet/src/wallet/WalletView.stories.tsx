import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { fakeWalletPort, resetFakePort } from '../stories/fake-wallet-port';
import {
  CONNECTIONS,
  LONG_HISTORY,
  MINT_BALANCES,
  MINTS,
  NWC_TRANSACTIONS,
  OFFLINE_MINT_URL,
  OPERATIONS,
  PAYMENTS,
  PENDING_OPERATION,
  TOKEN,
  INVOICE,
} from '../stories/wallet-fixtures';
import { LazyPayDialog, LazyPaymentRequestDialog, LazyReceiveDialog, LazySendDialog } from '../dialogs/lazyDialogs';
import { WalletView } from './WalletView';

const OFFLINE_TEXT = 'Cashu mint (down.example.net) is offline. Try again later or change mints in wallet settings.';
const ecash = { provider: 'cashu' as const, balance: 12_345, mints: MINTS, mintBalances: MINT_BALANCES, operations: OPERATIONS, payments: PAYMENTS };

const meta = {
  title: 'Wallet/WalletView',
  component: WalletView,
  beforeEach: resetFakePort,
  // The dialogs' code is loaded before play: on a busy machine its first compile can outlast a findBy wait.
  loaders: [
    async () => {
      await Promise.all([LazyReceiveDialog, LazySendDialog, LazyPayDialog, LazyPaymentRequestDialog].map((dialog) => dialog.preload()));
    },
  ],
  args: { port: fakeWalletPort(ecash) },
} satisfies Meta<typeof WalletView>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The ecash wallet: balance per mint, actions, history, provider and mints. */
export const Ecash: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('balance-amount')).toHaveTextContent('12.35K bits');
    await expect(canvas.getByRole('group', { name: 'Wallet actions' })).toBeVisible();
    await expect(canvas.getAllByTestId('history-row')).toHaveLength(OPERATIONS.length);
    await expect(canvas.getByRole('radio', { name: /Ecash \(Cashu\)/ })).toBeChecked();
    await expect(canvas.getAllByTestId('mint-row')).toHaveLength(2);
  },
};

/** A new wallet: no mints, nothing received yet. */
export const EmptyNoMints: Story = {
  args: { port: fakeWalletPort({ provider: 'cashu', balance: 0 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('balance-amount')).toHaveTextContent('0 bits');
    await expect(canvas.getByText('No mints configured. Add a mint first.')).toBeVisible();
    await expect(canvas.getByText('No transactions yet')).toBeVisible();
  },
};

/** The wallet is still being read. */
export const Loading: Story = {
  args: { port: fakeWalletPort({ loading: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Balance' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading balance' })).toBeVisible();
  },
};

/** One mint is offline: adding it (or paying from it) gives the core's text. */
export const MintOffline: Story = {
  args: { port: fakeWalletPort({ ...ecash, overrides: { addMint: () => Promise.reject(new Error(OFFLINE_TEXT)) } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Mint URL'), OFFLINE_MINT_URL);
    await userEvent.click(canvas.getByRole('button', { name: 'Add mint' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(OFFLINE_TEXT);
  },
};

export const PendingOperation: Story = {
  args: { port: fakeWalletPort({ ...ecash, operations: [PENDING_OPERATION, ...OPERATIONS] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1 operation is pending; it finishes once the mint answers.')).toBeVisible();
    await expect(within(canvas.getAllByTestId('history-row')[0]).getByText('Pending')).toBeVisible();
  },
};

export const LongHistory: Story = {
  args: { port: fakeWalletPort({ ...ecash, operations: LONG_HISTORY }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Transactions' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show more' })).toBeVisible();
  },
};

/** An NWC wallet in use: its balance, its transactions in the history, the connections and Disconnect. */
export const NwcConnected: Story = {
  args: {
    port: fakeWalletPort({ provider: 'nwc', balance: 84_000, connections: { connections: CONNECTIONS, activeId: 'alby' }, nwcTransactions: NWC_TRANSACTIONS }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('balance-amount')).toHaveTextContent('84K bits');
    await expect(canvas.getByText('Nostr Wallet Connect · Alby Hub')).toBeVisible();
    await expect(await canvas.findByText('Zap from Bob')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Mints' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect' }));
    await expect(await canvas.findByText('No wallet connected')).toBeVisible();
  },
};

/** The browser wallet is chosen but no extension provides WebLN. */
export const WeblnMissing: Story = {
  args: { port: fakeWalletPort({ provider: 'native', balance: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('WebLN provider not connected');
    await expect(canvas.getByText('Balance unavailable')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { port: fakeWalletPort({ provider: 'disabled', balance: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No wallet connected')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Wallet actions' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: /Ecash \(Cashu\)/ }));
    await expect(await canvas.findByRole('group', { name: 'Wallet actions' })).toBeVisible();
  },
};

/** Send → the token with Copy and QR. */
export const SendTokenShown: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Send' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Send ecash' }));
    await userEvent.type(dialog.getByLabelText('Amount (bits)'), '500');
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByRole('textbox', { name: 'Ecash token' })).toHaveValue(TOKEN);
  },
};

/** Receive → an invoice waiting to be paid. */
export const ReceiveInvoiceWaiting: Story = {
  args: { port: fakeWalletPort({ ...ecash, overrides: { checkLightning: async () => 'unpaid' } }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Receive' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Receive' }));
    await userEvent.type(dialog.getByLabelText('Amount (bits)'), '1000');
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByText('Waiting for a payment of 1000 bits…')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Open in wallet' })).toHaveAttribute('href', `lightning:${INVOICE}`);
  },
};

/** Pay → the mint's quote: amount + fee reserve. */
export const PayQuoteWithFee: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Pay' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Pay invoice' }));
    await userEvent.click(dialog.getByLabelText('Lightning invoice'));
    await userEvent.paste(INVOICE);
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(await dialog.findByText('Fee reserve')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Pay 250 bits' })).toHaveFocus();
  },
};

/** A navigation with `{ invoice }` in its state opens Pay, prefilled. */
export const InvoiceFromNavigation: Story = {
  args: { request: { key: 'from-search', invoice: INVOICE } },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: 'Pay invoice' }));
    await expect(dialog.getByLabelText('Lightning invoice')).toHaveValue(INVOICE);
  },
};
