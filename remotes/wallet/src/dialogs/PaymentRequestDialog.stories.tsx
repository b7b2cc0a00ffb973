import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fakeWalletPort, resetFakePort, type FakeWalletPort } from '../stories/fake-wallet-port';
import { MINT_URL, MINTS, PAYMENT_REQUEST, PAYMENT_REQUEST_INFO, TOKEN } from '../stories/wallet-fixtures';
import { PaymentRequestDialog } from './PaymentRequestDialog';
import { behindDialog } from '../stories/behind-dialog';

const funded = { mints: MINTS, mintBalances: { [MINT_URL]: 5_000 } };

const meta = {
  title: 'Wallet/PaymentRequestDialog',
  component: PaymentRequestDialog,
  decorators: [behindDialog],
  beforeEach: resetFakePort,
  args: { port: fakeWalletPort(funded), request: PAYMENT_REQUEST, onClose: fn() },
} satisfies Meta<typeof PaymentRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'Payment request' });

/** What the request asks (amount, what for, mints, where the token goes) → Pay → paid and delivered. */
export const PaidAndDelivered: Story = {
  play: async ({ args }) => {
    const body = within(await dialog());
    await expect(await body.findByText('Coffee')).toBeVisible();
    await expect(body.getByText('210 bits')).toBeVisible();
    await expect(body.getByText('Sent to shop.example')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Pay' }));
    await expect(await body.findByText('Paid 210 bits')).toBeVisible();
    await expect((args.port as FakeWalletPort).calls).toContain(`payPaymentRequest(${JSON.stringify(PAYMENT_REQUEST)}, {})`);
  },
};

/** A request that names no amount: the payer chooses it. */
export const AmountChosen: Story = {
  args: { port: fakeWalletPort({ ...funded, overrides: { readPaymentRequest: async () => ({ ...PAYMENT_REQUEST_INFO, amount: null }) } }) },
  play: async ({ args }) => {
    const body = within(await dialog());
    const pay = await body.findByRole('button', { name: 'Pay' });
    await expect(pay).toBeDisabled();
    await userEvent.type(body.getByLabelText('Amount (bits)'), '21');
    await userEvent.click(pay);
    await expect(await body.findByText('Paid 21 bits')).toBeVisible();
    await expect((args.port as FakeWalletPort).calls).toContain(`payPaymentRequest(${JSON.stringify(PAYMENT_REQUEST)}, {"amount":21})`);
  },
};

/** No transport: the token is shown to hand over. */
export const HandOver: Story = {
  args: {
    port: fakeWalletPort({
      ...funded,
      overrides: {
        readPaymentRequest: async () => ({ ...PAYMENT_REQUEST_INFO, transport: null }),
        payPaymentRequest: async () => ({ operation: { id: 'o', kind: 'send', mint: MINT_URL, state: 'done', amount: 210, createdAt: 0, updatedAt: 0, token: TOKEN }, delivered: false }),
      },
    }),
  },
  play: async () => {
    const body = within(await dialog());
    await expect(await body.findByText('You hand the token over yourself')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Pay' }));
    await expect(await body.findByRole('textbox', { name: 'Ecash token' })).toHaveValue(TOKEN);
  },
};

export const Invalid: Story = {
  args: { port: fakeWalletPort({ ...funded, overrides: { readPaymentRequest: () => Promise.reject(new Error('Invalid payment request')) } }) },
  play: async () => {
    const body = within(await dialog());
    await expect(await body.findByRole('alert')).toHaveTextContent('Invalid payment request');
  },
};

/** The payee refused the token: it came back into the wallet and the dialog says why. */
export const DeliveryFailed: Story = {
  args: { port: fakeWalletPort({ ...funded, overrides: { payPaymentRequest: () => Promise.reject(new Error('Payment failed: https://shop.example/pay answered 500')) } }) },
  play: async () => {
    const body = within(await dialog());
    await userEvent.click(await body.findByRole('button', { name: 'Pay' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('Payment failed: https://shop.example/pay answered 500');
  },
};
