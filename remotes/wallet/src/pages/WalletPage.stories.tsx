import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { fakeWalletPort, type FakeWalletPort } from '../stories/fake-wallet-port';
import { INVOICE, MINT_BALANCES, MINTS, OPERATIONS } from '../stories/wallet-fixtures';
import { WalletPortProvider } from '../wallet-port/WalletPortContext';
import WalletPage from './WalletPage';

interface WalletParameters {
  walletPort?: FakeWalletPort | null;
  walletFailure?: string;
}

/** The page reads its wallet from WalletPortProvider: a fake per story (null: still loading). */
const withWallet: Decorator = (Story, { parameters }) => {
  const { walletPort = null, walletFailure } = parameters as WalletParameters;
  return (
    <WalletPortProvider port={walletPort} failure={walletFailure}>
      <Story />
    </WalletPortProvider>
  );
};

const meta = {
  title: 'Pages/WalletPage',
  component: WalletPage,
  decorators: [withWallet],
  beforeEach: ({ parameters }) => (parameters as WalletParameters).walletPort?.reset(),
  parameters: {
    route: '/wallet',
    walletPort: fakeWalletPort({ balance: 12_345, mints: MINTS, mintBalances: MINT_BALANCES, operations: OPERATIONS }),
  },
} satisfies Meta<typeof WalletPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wallet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Wallet', level: 1 })).toBeInTheDocument();
    await expect(await canvas.findByTestId('balance-amount')).toHaveTextContent('12.35K bits');
    await expect(canvas.getAllByTestId('history-row')).toHaveLength(OPERATIONS.length);
  },
};

/** The core's wallet is still loading: the balance heading holds its place. */
export const Loading: Story = {
  parameters: { walletPort: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Balance' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading balance' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { walletFailure: 'It needs @app/core/wallet, which this version of the app does not provide.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The wallet could not load');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** The search box (or a QR scan) navigates here with `{ invoice }` in state: Pay opens prefilled. */
export const InvoiceInNavigationState: Story = {
  parameters: { route: { pathname: '/wallet', state: { invoice: `lightning:${INVOICE}` } } },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Pay invoice' }));
    await expect(dialog.getByLabelText('Lightning invoice')).toHaveValue(INVOICE);
  },
};
