import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MINT_URL, mint } from '../stories/wallet-fixtures';
import { RemoveMintDialog } from './RemoveMintDialog';
import { behindDialog } from '../stories/behind-dialog';

const meta = {
  title: 'Wallet/RemoveMintDialog',
  component: RemoveMintDialog,
  decorators: [behindDialog],
  args: { mint: mint(MINT_URL, 'Example Mint'), balance: 12_000, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof RemoveMintDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus starts on 'Keep mint' (the safe choice); Remove confirms. */
export const Confirm: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Remove mint?' });
    await expect(dialog).toHaveTextContent('Example Mint still holds 12K bits of your ecash.');
    await expect(within(dialog).getByRole('button', { name: 'Keep mint' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const Keep: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Remove mint?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep mint' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
