import type { Meta, StoryObj } from '@storybook/react';
import type { TokenCardService, TokenLock, TokenState } from '@app/core/wallet';
import { expect, userEvent, within } from 'storybook/test';
import { SAMPLE_CASHU_TOKEN } from './paymentFixtures';
import { TokenCardActionsView } from './TokenCardActions';

/** A token-card service answering as told. */
function fakeService(opts: { redeemed?: boolean; lock?: TokenLock; state?: TokenState; redeemError?: string } = {}): TokenCardService {
  return {
    redeemed: async () => opts.redeemed ?? false,
    lock: async () => opts.lock ?? 'none',
    state: async () => opts.state ?? 'unspent',
    redeem: async () => {
      if (opts.redeemError) throw new Error(opts.redeemError);
      return 21;
    },
  };
}

const meta = {
  title: 'Nostr/TokenCardActions',
  component: TokenCardActionsView,
  args: { token: SAMPLE_CASHU_TOKEN, isSender: false, service: fakeService() },
  decorators: [(Story) => <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>{Story()}</div>],
} satisfies Meta<typeof TokenCardActionsView>;

export default meta;

/** The service still loading: the actions wait. */
export const WalletLoading: StoryObj<typeof meta> = {
  args: { service: null },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('button', { name: 'Redeem' })).toBeDisabled(),
};
type Story = StoryObj<typeof meta>;

/** Someone else's token: Redeem, then Redeemed. */
export const Redeem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Redeem' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Redeemed');
    await expect(canvas.queryByRole('button', { name: 'Redeem' })).toBeNull();
  },
};

/** The payment metadata says this wallet redeemed it already. */
export const AlreadyRedeemed: Story = {
  args: { service: fakeService({ redeemed: true }) },
  play: async ({ canvasElement }) => expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Redeemed'),
};

/** The sender checks the mint: not redeemed yet. */
export const SenderChecksStatus: Story = {
  args: { isSender: true, service: fakeService({ state: 'unspent' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Check Status' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Not redeemed');
  },
};

/** The sender checks the mint: spent, so Redeemed. */
export const SenderSeesRedeemed: Story = {
  args: { isSender: true, service: fakeService({ state: 'spent' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Check Status' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Redeemed');
  },
};

/** Locked (P2PK) to a key that is not this wallet's: no Redeem. */
export const LockedToAnotherKey: Story = {
  args: { service: fakeService({ lock: 'other' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Locked to another key')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Locked' })).toBeDisabled();
  },
};

/** The mint refused: the wallet's text, Redeem offered again. */
export const RedeemFailed: Story = {
  args: { service: fakeService({ redeemError: 'Failed to redeem' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Redeem' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to redeem');
    await expect(canvas.getByRole('button', { name: 'Redeem' })).toBeEnabled();
  },
};
