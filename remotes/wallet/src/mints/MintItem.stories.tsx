import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MINT_URL, OTHER_MINT_URL, mint } from '../stories/wallet-fixtures';
import { MintItem } from './MintItem';

const meta = {
  title: 'Wallet/MintItem',
  component: MintItem,
  args: { mint: mint(MINT_URL, 'Example Mint'), balance: 12_000, onRemove: fn() },
  decorators: [(Story) => <ul style={{ listStyle: 'none', padding: 16 }}><Story /></ul>],
} satisfies Meta<typeof MintItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Named: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Example Mint');
    await expect(canvas.getByText('12K bits')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove mint Example Mint' }));
    await expect(args.onRemove).toHaveBeenCalledWith(args.mint);
  },
};

/** A mint that has not told its name: its host names it. */
export const Unnamed: Story = {
  args: { mint: mint(OTHER_MINT_URL), balance: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('nuts.example.org/Bitcoin')).toBeVisible();
    await expect(canvas.getByText('0 bits')).toBeVisible();
  },
};
