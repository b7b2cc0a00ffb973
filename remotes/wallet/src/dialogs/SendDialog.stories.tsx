import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fakeWalletPort, resetFakePort, type FakeWalletPort } from '../stories/fake-wallet-port';
import { MINT_BALANCES, MINT_URL, MINTS, OTHER_MINT_URL, TOKEN } from '../stories/wallet-fixtures';
import { SendDialog } from './SendDialog';
import { behindDialog } from '../stories/behind-dialog';

const meta = {
  title: 'Wallet/SendDialog',
  component: SendDialog,
  decorators: [behindDialog],
  beforeEach: resetFakePort,
  args: { port: fakeWalletPort({ mints: MINTS, mintBalances: { [MINT_URL]: 12_000 } }), onClose: fn() },
} satisfies Meta<typeof SendDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'Send ecash' });

/** Amount and memo → the token, with its QR code and Copy. */
export const TokenShown: Story = {
  play: async ({ args }) => {
    const body = within(await dialog());
    await expect(await body.findByText('Available: 12K bits')).toBeVisible();
    await expect(body.queryByLabelText('From mint')).toBeNull();
    await userEvent.type(body.getByLabelText('Amount (bits)'), '500');
    await userEvent.type(body.getByLabelText('Memo (optional)'), 'Coffee');
    await userEvent.click(body.getByRole('button', { name: 'Create token' }));
    await expect(await body.findByText('Token for 500 bits ready')).toBeVisible();
    await expect(body.getByRole('textbox', { name: 'Ecash token' })).toHaveValue(TOKEN);
    await expect(body.getByRole('button', { name: 'Copy token' })).toHaveFocus();
    await expect(await body.findByRole('img', { name: 'QR code of the ecash token' })).toBeVisible();
    await expect((args.port as FakeWalletPort).calls).toContain('sendToken(500, {"memo":"Coffee"})');
  },
};

export const InsufficientBalance: Story = {
  args: { port: fakeWalletPort({ mints: MINTS, mintBalances: { [MINT_URL]: 100 }, overrides: { sendToken: () => Promise.reject(new Error('Insufficient balance')) } }) },
  play: async () => {
    const body = within(await dialog());
    await userEvent.type(body.getByLabelText('Amount (bits)'), '500');
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByRole('alert')).toHaveTextContent('Insufficient balance');
  },
};

/** Several mints hold ecash: the send can name one. */
export const ChooseMint: Story = {
  args: { port: fakeWalletPort({ mints: MINTS, mintBalances: MINT_BALANCES }) },
  play: async ({ args }) => {
    const body = within(await dialog());
    await userEvent.selectOptions(await body.findByLabelText('From mint'), OTHER_MINT_URL);
    await expect(body.getByText('Available: 345 bits')).toBeVisible();
    await userEvent.type(body.getByLabelText('Amount (bits)'), '300');
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByText('Token for 300 bits ready')).toBeVisible();
    await expect((args.port as FakeWalletPort).calls).toContain(`sendToken(300, {"mint":"${OTHER_MINT_URL}"})`);
  },
};

export const MintOffline: Story = {
  args: {
    port: fakeWalletPort({
      mints: MINTS,
      mintBalances: { [MINT_URL]: 12_000 },
      overrides: { sendToken: () => Promise.reject(new Error('Cashu mint (mint.example.com) is offline. Try again later or change mints in wallet settings.')) },
    }),
  },
  play: async () => {
    const body = within(await dialog());
    await userEvent.type(body.getByLabelText('Amount (bits)'), '500');
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByRole('alert')).toHaveTextContent('Cashu mint (mint.example.com) is offline.');
  },
};
