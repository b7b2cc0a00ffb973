import type { Meta, StoryObj } from '@storybook/react';
import { TIERS } from '../stories/tier-fixtures';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TierCard } from './TierCard';

const meta = {
  title: 'Wallet/TierCard',
  component: TierCard,
  args: { tier: TIERS[1]!, current: false, signedIn: true, busy: false, onBuy: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof TierCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A price per term, each a button; a click buys that term. */
export const SignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '100,000 sats / year' }));
    await expect(args.onBuy).toHaveBeenCalledWith('yearly');
  },
};

/** The user's tier, marked; buttons wait while a purchase runs. */
export const CurrentAndBusy: Story = {
  args: { current: true, busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your tier')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '10,000 sats / month' })).toBeDisabled();
  },
};

/** Visitors see prices without buttons. */
export const Visitor: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0),
};
