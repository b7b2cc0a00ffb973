import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fakeWalletPort, resetFakePort, type FakeWalletPort } from '../stories/fake-wallet-port';
import { INVOICE, MINT_URL, operation } from '../stories/wallet-fixtures';
import { PayDialog } from './PayDialog';
import { behindDialog } from '../stories/behind-dialog';

const meta = {
  title: 'Wallet/PayDialog',
  component: PayDialog,
  decorators: [behindDialog],
  beforeEach: resetFakePort,
  args: { port: fakeWalletPort({ mintBalances: { [MINT_URL]: 12_000 } }), provider: 'cashu', onClose: fn() },
} satisfies Meta<typeof PayDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'Pay invoice' });
const calls = (args: { port: unknown }) => (args.port as FakeWalletPort).calls;

/** Ecash: the invoice (lightning: stripped) → the mint's quote, amount + fee reserve → paid, fee and change. */
export const QuoteWithFee: Story = {
  args: { initialInvoice: `lightning:${INVOICE.toUpperCase()}` },
  play: async ({ args }) => {
    const body = within(await dialog());
    await expect(body.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.click(body.getByRole('button', { name: 'Continue' }));
    await expect(await body.findByText('Fee reserve')).toBeVisible();
    await expect(body.getByText('3 bits')).toBeVisible();
    await expect(body.getByText('253 bits')).toBeVisible();
    await expect(calls(args)).toContain(`quoteMelt(${JSON.stringify(INVOICE)})`);
    await userEvent.click(body.getByRole('button', { name: 'Pay 250 bits' }));
    await expect(await body.findByText('Paid 250 bits')).toBeVisible();
    await expect(body.getByText('Fee 1 bit; 2 bits of the reserve came back as change')).toBeVisible();
  },
};

/** The mint holds less than amount + fee reserve: the core's text, Pay disabled. */
export const InsufficientBalance: Story = {
  args: { port: fakeWalletPort({ mintBalances: { [MINT_URL]: 100 } }), initialInvoice: INVOICE },
  play: async () => {
    const body = within(await dialog());
    await userEvent.click(body.getByRole('button', { name: 'Continue' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('Insufficient balance');
    await expect(body.getByRole('button', { name: 'Pay 250 bits' })).toBeDisabled();
  },
};

/** The mint took the payment but has not settled it yet. */
export const PaymentPending: Story = {
  args: {
    port: fakeWalletPort({ mintBalances: { [MINT_URL]: 12_000 }, overrides: { payMeltQuote: async () => operation('melt', 250, 0, { state: 'submitted' }) } }),
    initialInvoice: INVOICE,
  },
  play: async () => {
    const body = within(await dialog());
    await userEvent.click(body.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await body.findByRole('button', { name: 'Pay 250 bits' }));
    await expect(await body.findByText('The mint is still paying 250 bits: your history shows when it completes.')).toBeVisible();
  },
};

export const PaymentFailed: Story = {
  args: {
    port: fakeWalletPort({ mintBalances: { [MINT_URL]: 12_000 }, overrides: { payMeltQuote: () => Promise.reject(new Error('Payment failed')) } }),
    initialInvoice: INVOICE,
  },
  play: async () => {
    const body = within(await dialog());
    await userEvent.click(body.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await body.findByRole('button', { name: 'Pay 250 bits' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('Payment failed');
  },
};

/** NWC (or WebLN): paid straight through the wallet. */
export const RemoteWallet: Story = {
  args: { provider: 'nwc' },
  play: async ({ args }) => {
    const body = within(await dialog());
    await expect(body.getByLabelText('Lightning invoice')).toHaveFocus();
    await userEvent.click(body.getByLabelText('Lightning invoice'));
    await userEvent.paste(`lightning://${INVOICE}`);
    await userEvent.click(body.getByRole('button', { name: 'Pay' }));
    await expect(await body.findByText('Paid')).toBeVisible();
    await expect(calls(args)).toContain(`payInvoice(${JSON.stringify(INVOICE)})`);
  },
};

/** Payments switched off: the core's text. */
export const NoWallet: Story = {
  args: {
    provider: 'disabled',
    port: fakeWalletPort({ provider: 'disabled', overrides: { payInvoice: () => Promise.reject(new Error('No active wallet configured for payment')) } }),
    initialInvoice: INVOICE,
  },
  play: async () => {
    const body = within(await dialog());
    await userEvent.click(body.getByRole('button', { name: 'Pay' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('No active wallet configured for payment');
  },
};

export const NotAnInvoice: Story = {
  play: async ({ args }) => {
    const body = within(await dialog());
    await userEvent.type(body.getByLabelText('Lightning invoice'), 'hello');
    await userEvent.click(body.getByRole('button', { name: 'Continue' }));
    await expect(body.getByRole('alert')).toHaveTextContent('Paste a lightning invoice (it starts with lnbc).');
    await expect(calls(args).filter((call) => call.startsWith('quoteMelt'))).toEqual([]);
  },
};
