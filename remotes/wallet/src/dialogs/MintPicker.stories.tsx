import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MINT_BALANCES, MINTS, OTHER_MINT_URL } from '../stories/wallet-fixtures';
import { MintPicker } from './MintPicker';

const meta = {
  title: 'Wallet/MintPicker',
  component: MintPicker,
  args: { mints: MINTS, balances: MINT_BALANCES, value: '', onChange: fn() },
} satisfies Meta<typeof MintPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mints: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('option', { name: 'Example Mint (12K bits)' })).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByLabelText('From mint'), OTHER_MINT_URL);
    await expect(args.onChange).toHaveBeenCalledWith(OTHER_MINT_URL);
  },
};
