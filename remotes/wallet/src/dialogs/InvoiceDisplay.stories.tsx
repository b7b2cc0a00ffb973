import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { INVOICE } from '../stories/wallet-fixtures';
import { InvoiceDisplay } from './InvoiceDisplay';

const meta = {
  title: 'Wallet/InvoiceDisplay',
  component: InvoiceDisplay,
  args: { invoice: INVOICE },
} satisfies Meta<typeof InvoiceDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** QR code, the invoice, Copy and 'Open in wallet'. */
export const Invoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'QR code of the invoice' })).toBeVisible();
    await expect(canvas.getByText(INVOICE)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy invoice' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open in wallet' })).toHaveAttribute('href', `lightning:${INVOICE}`);
  },
};
