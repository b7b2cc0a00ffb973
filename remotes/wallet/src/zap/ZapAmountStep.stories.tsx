import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ZapAmountStep } from './ZapAmountStep';

const plan = {
  target: { pubkey: 'b'.repeat(64) },
  address: 'alice@zaps.example',
  info: { callback: 'https://zaps.example/cb', minSendable: 1000, maxSendable: 100_000_000, metadata: '[]', allowsNostr: true, commentAllowed: 50 },
};

const meta = {
  title: 'Wallet/ZapAmountStep',
  component: ZapAmountStep,
  args: { plan, defaults: { amount: 0, comment: '' }, pending: false, error: null, onZap: fn() },
} satisfies Meta<typeof ZapAmountStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting hands over the amount, the comment and the two 'save' choices. */
export const Choose: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement);
    await userEvent.click(body.getByRole('button', { name: '69' }));
    await userEvent.type(body.getByLabelText('Comment', { exact: true }), 'nice');
    await userEvent.click(body.getByRole('checkbox', { name: 'Use as my default comment' }));
    await userEvent.click(body.getByRole('button', { name: 'Zap 69 bits' }));
    await expect(args.onZap).toHaveBeenCalledWith({ bits: 69, comment: 'nice', saveComment: true, saveAmount: false, nutzap: false });
  },
};

/** A custom amount that is not a whole number: Confirm stays disabled. */
export const InvalidCustomAmount: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement);
    await userEvent.type(body.getByLabelText('Custom amount (bits)'), 'abc');
    await expect(body.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

/** The endpoint refused the amount: the server's text under the form, the button busy while asking. */
export const ServerError: Story = {
  args: { error: 'Amount 1 is below minimum 10 bits', pending: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Amount 1 is below minimum 10 bits'),
};
