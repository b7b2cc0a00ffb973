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

/** A custom amount that is no whole positive number: spec 2 §8's text as it is typed, Confirm stays disabled. */
export const InvalidCustomAmount: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement);
    const field = body.getByLabelText('Custom amount (bits)');
    await userEvent.type(field, 'abc');
    await expect(body.getByRole('alert')).toHaveTextContent(/^Zap amount must be a valid number$/);
    await expect(body.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.clear(field);
    await expect(body.queryByRole('alert')).toBeNull();
    await userEvent.type(field, '0');
    await expect(body.getByRole('alert')).toHaveTextContent(/^Zap amount must be greater than 0$/);
    await expect(body.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.type(field, '5');
    await expect(body.queryByRole('alert')).toBeNull();
    await expect(body.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  },
};

/** The endpoint refused the amount: the server's text under the form, the button busy while asking. */
export const ServerError: Story = {
  args: { error: 'Amount 1 is below minimum 10 bits', pending: true },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Amount 1 is below minimum 10 bits'),
};
