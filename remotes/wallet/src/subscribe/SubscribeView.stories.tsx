import type { Meta, StoryObj } from '@storybook/react';
import { TIERS } from '../stories/tier-fixtures';
import { BehaviorSubject } from 'rxjs';
import { expect, userEvent, within } from 'storybook/test';
import { INVOICE } from '../stories/wallet-fixtures';
import type { SubscribePort, SubscriptionStatus } from './subscribe-port';
import { SubscribeView } from './SubscribeView';

const ME = 'a'.repeat(64);
const YEAR_END = Date.UTC(2027, 2, 3) / 1000;

/** A subscribe port answering as told; buying makes the user a subscriber of the bought tier. */
function fakePort(opts: { status?: SubscriptionStatus | null; canPay?: boolean; buyError?: string } = {}): SubscribePort {
  const status = new BehaviorSubject<SubscriptionStatus | null>(opts.status ?? null);
  let bought: string | null = null;
  return {
    tiers: TIERS,
    status$: () => status,
    check: async () => (bought ? { plan: bought, tier: bought as SubscriptionStatus['tier'], endDate: YEAR_END } : status.value),
    buy: async (plan) => {
      if (opts.buyError) throw new Error(opts.buyError);
      bought = plan;
      return INVOICE;
    },
    canPay: async () => opts.canPay ?? true,
    pay: async () => {},
  };
}

const meta = {
  title: 'Wallet/SubscribeView',
  component: SubscribeView,
  args: { port: fakePort(), me: ME },
} satisfies Meta<typeof SubscribeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A subscriber: their tier marked and their end date. */
export const Subscriber: Story = {
  args: { port: fakePort({ status: { plan: 'champion', tier: 'champion', endDate: YEAR_END } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('You are a Champion subscriber until March 3, 2027');
    await expect(canvas.getByRole('article', { name: 'Champion' })).toHaveTextContent('Your tier');
  },
};

/** Buying with a wallet that can pay: paid at once, then confirmed by the server. */
export const BuyWithWallet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(canvas.getByRole('article', { name: 'Vanguard' })).getByRole('button', { name: '2,100 sats / month' }));
    await expect(await canvas.findByText(/Thank you! You are a Vanguard subscriber/, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Vanguard' })).toHaveTextContent('Your tier');
  },
};

/** No wallet can pay: the invoice to pay elsewhere. */
export const PayElsewhere: Story = {
  args: { port: fakePort({ canPay: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(canvas.getByRole('article', { name: 'Patron' })).getByRole('button', { name: '180,000 sats / year' }));
    await expect(await canvas.findByText(/Pay this invoice from any lightning wallet/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open in wallet' })).toBeVisible();
  },
};

/** The API server refused: its text (spec 1 §8 'Invalid response' or the JSON error). */
export const ServerError: Story = {
  args: { port: fakePort({ buyError: 'Invalid response' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(canvas.getByRole('article', { name: 'Champion' })).getByRole('button', { name: '100,000 sats / year' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid response');
  },
};
