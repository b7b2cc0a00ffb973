import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, spyOn, within } from 'storybook/test';
import { INVOICE } from '../stories/wallet-fixtures';
import { ZapInvoiceStep } from './ZapInvoiceStep';

const meta = {
  title: 'Wallet/ZapInvoiceStep',
  component: ZapInvoiceStep,
  args: { invoice: INVOICE, bits: 21, payment: { state: 'paying' }, onClose: fn() },
} satisfies Meta<typeof ZapInvoiceStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wallet is paying: a spinner over the invoice. */
export const Paying: Story = {
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status', { name: 'Paying from your wallet' })).toBeVisible(),
};

/** No wallet can pay: pay it elsewhere, the receipt closes the dialog. */
export const Waiting: Story = {
  args: { payment: { state: 'waiting' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Pay this invoice from any lightning wallet'),
};

/** The wallet could not pay: the reason, and the invoice for another wallet. */
export const Failed: Story = {
  args: { payment: { state: 'failed', reason: 'Cashu mint (mint.example.com) is offline. Try again later or change mints in wallet settings.' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('is offline'),
};

/** Paid: the outcome, 100,000 bits shown compactly. */
export const Zapped: Story = {
  args: { bits: 100_000, payment: { state: 'zapped' } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Zapped 100K bits'),
};

/** The QR code cannot be generated (here: too long for one): spec 2 §8's text in its place, the invoice still there. */
export const QrCodeFailed: Story = {
  args: { invoice: `lnbc1${'q'.repeat(3000)}`, payment: { state: 'waiting' } },
  beforeEach: () => {
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    return () => warn.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Failed to generate QR code$/);
    await expect(canvasElement.querySelector('canvas[aria-label="QR code of the invoice"]')).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open in wallet' })).toBeVisible();
  },
};
