import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fakeWalletPort, resetFakePort, type FakeWalletPort } from '../stories/fake-wallet-port';
import { INVOICE, TOKEN } from '../stories/wallet-fixtures';
import { ReceiveDialog } from './ReceiveDialog';
import { behindDialog } from '../stories/behind-dialog';

const meta = {
  title: 'Wallet/ReceiveDialog',
  component: ReceiveDialog,
  decorators: [behindDialog],
  beforeEach: resetFakePort,
  args: { port: fakeWalletPort(), provider: 'cashu', onClose: fn(), pollMs: 100 },
} satisfies Meta<typeof ReceiveDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'Receive' });

/** Amount → invoice (QR, Copy, Open in wallet) → paid at the mint's second check → received. */
export const LightningReceived: Story = {
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('tab', { name: 'Lightning' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(body.getByLabelText('Amount (bits)'), '2100');
    await userEvent.click(body.getByRole('button', { name: 'Create invoice' }));
    await expect(await body.findByRole('img', { name: 'QR code of the invoice' })).toBeVisible();
    await expect(body.getByRole('link', { name: 'Open in wallet' })).toHaveAttribute('href', `lightning:${INVOICE}`);
    await expect(body.getByRole('button', { name: 'Copy invoice' })).toBeVisible();
    await expect(await body.findByText('Received 2.1K bits')).toBeVisible();
  },
};

/** The invoice shown and not paid yet: the dialog keeps checking. */
export const InvoiceWaiting: Story = {
  args: { port: fakeWalletPort({ overrides: { checkLightning: async () => 'unpaid' } }) },
  play: async ({ args }) => {
    const body = within(await dialog());
    await userEvent.type(body.getByLabelText('Amount (bits)'), '21');
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByText('Waiting for a payment of 21 bits…')).toBeVisible();
    await expect(body.getByRole('status', { name: 'Waiting for payment' })).toBeVisible();
    await expect(await body.findByText(INVOICE)).toBeVisible();
    await expect((args.port as FakeWalletPort).calls).toContain('receiveLightning(21)');
  },
};

export const InvoiceExpired: Story = {
  args: { port: fakeWalletPort({ overrides: { checkLightning: async () => 'expired' } }) },
  play: async () => {
    const body = within(await dialog());
    await userEvent.type(body.getByLabelText('Amount (bits)'), '21');
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByRole('alert')).toHaveTextContent('This invoice expired before it was paid.');
    await userEvent.click(body.getByRole('button', { name: 'New invoice' }));
    await expect(body.getByLabelText('Amount (bits)')).toBeVisible();
  },
};

/** No mint to ask: the core's text. */
export const NoMints: Story = {
  args: { port: fakeWalletPort({ overrides: { receiveLightning: () => Promise.reject(new Error('No mints configured. Add a mint first.')) } }) },
  play: async () => {
    const body = within(await dialog());
    await userEvent.type(body.getByLabelText('Amount (bits)'), '21');
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByRole('alert')).toHaveTextContent('No mints configured. Add a mint first.');
  },
};

export const InvalidAmount: Story = {
  play: async () => {
    const body = within(await dialog());
    await userEvent.type(body.getByLabelText('Amount (bits)'), '2.5');
    await expect(body.getByRole('alert')).toHaveTextContent('Amount must be a whole number of bits');
    await expect(body.getByRole('button', { name: 'Create invoice' })).toBeDisabled();
  },
};

/** An NWC wallet makes the invoice; it receives on its own. */
export const RemoteWalletInvoice: Story = {
  args: { provider: 'nwc' },
  play: async ({ args }) => {
    const body = within(await dialog());
    await userEvent.type(body.getByLabelText('Amount (bits)'), '500');
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByText('Your wallet receives the payment; its balance shows it once paid.')).toBeVisible();
    await expect((args.port as FakeWalletPort).calls).toContain('makeInvoice(500)');
  },
};

/** Paste a token → Redeem → the amount received. */
export const EcashRedeemed: Story = {
  args: { initialTab: 'ecash' },
  play: async ({ args }) => {
    const body = within(await dialog());
    await expect(body.getByRole('tab', { name: 'Ecash token' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(body.getByRole('textbox', { name: 'Ecash token' }));
    await userEvent.paste(`cashu:${TOKEN}`);
    await userEvent.click(body.getByRole('button', { name: 'Redeem' }));
    await expect(await body.findByText('Received 2.1K bits')).toBeVisible();
    await expect((args.port as FakeWalletPort).calls).toContain(`receiveToken(${JSON.stringify(TOKEN)})`);
  },
};

export const EcashInvalid: Story = {
  args: { initialTab: 'ecash', port: fakeWalletPort({ overrides: { receiveToken: () => Promise.reject(new Error('Invalid token')) } }) },
  play: async () => {
    const body = within(await dialog());
    await userEvent.type(body.getByRole('textbox', { name: 'Ecash token' }), 'hello');
    await userEvent.click(body.getByRole('button', { name: 'Redeem' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('Invalid token');
  },
};

/** The tabs follow the arrow keys (WAI-ARIA tabs). */
export const KeyboardTabs: Story = {
  play: async () => {
    const body = within(await dialog());
    body.getByRole('tab', { name: 'Lightning' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(body.getByRole('tab', { name: 'Ecash token' })).toHaveFocus();
    await expect(body.getByRole('textbox', { name: 'Ecash token' })).toBeVisible();
  },
};
