import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeWalletPort, resetFakePort, type FakeWalletPort } from '../stories/fake-wallet-port';
import { MINT_BALANCES, MINT_URL, MINTS, OFFLINE_MINT_URL, mint } from '../stories/wallet-fixtures';
import { MINT_URL_HINT } from './AddMintForm';
import { MintsSection, NO_MINTS } from './MintsSection';

const OFFLINE_TEXT = 'Cashu mint (down.example.net) is offline. Try again later or change mints in wallet settings.';

const meta = {
  title: 'Wallet/MintsSection',
  component: MintsSection,
  beforeEach: resetFakePort,
  args: { port: fakeWalletPort({ mints: MINTS, mintBalances: MINT_BALANCES }) },
} satisfies Meta<typeof MintsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = (args: { port: unknown }) => (args.port as FakeWalletPort).calls;

/** Each mint with its name (else host), address and what it holds. */
export const WithMints: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByTestId('mint-row');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('Example Mint');
    await expect(rows[0]).toHaveTextContent('12K bits');
    await expect(rows[1]).toHaveTextContent('nuts.example.org/Bitcoin');
  },
};

/** No mints yet: spec 2's text, and the form to add one. */
export const NoMints: Story = {
  args: { port: fakeWalletPort() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(NO_MINTS)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Mint URL'), 'https://mint.example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Add mint' }));
    await expect(await canvas.findByText('Added mint.example.com')).toHaveAttribute('role', 'status');
    await expect(await canvas.findByTestId('mint-row')).toHaveTextContent('mint.example.com');
    await expect(calls(args)).toContain('addMint("https://mint.example.com")');
  },
};

export const Loading: Story = {
  args: { port: fakeWalletPort({ loading: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading mints' })).toBeVisible();
  },
};

/** The mint does not answer: the core's offline text, verbatim. */
export const MintOffline: Story = {
  args: { port: fakeWalletPort({ mints: MINTS, overrides: { addMint: () => Promise.reject(new Error(OFFLINE_TEXT)) } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Mint URL'), OFFLINE_MINT_URL);
    await userEvent.click(canvas.getByRole('button', { name: 'Add mint' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(OFFLINE_TEXT);
    await expect(canvas.getByLabelText('Mint URL')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const InvalidUrl: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Mint URL'), 'mint.example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Add mint' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(MINT_URL_HINT);
    await expect(calls(args).filter((call) => call.startsWith('addMint'))).toEqual([]);
  },
};

/** A mint holding nothing goes at once. */
export const RemoveEmptyMint: Story = {
  args: { port: fakeWalletPort({ mints: [...MINTS, mint('https://empty.example.com', 'Empty Mint', 3)], mintBalances: MINT_BALANCES }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove mint Empty Mint' }));
    await waitFor(() => expect(canvas.getAllByTestId('mint-row')).toHaveLength(2));
    await expect(calls(args)).toContain('removeMint("https://empty.example.com")');
  },
};

/** A mint holding ecash is removed only once confirmed. */
export const RemoveMintWithBalance: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove mint Example Mint' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Remove mint?' });
    await expect(dialog).toHaveTextContent('Example Mint still holds 12K bits of your ecash.');
    await expect(calls(args)).not.toContain(`removeMint("${MINT_URL}")`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(canvas.getAllByTestId('mint-row')).toHaveLength(1));
    await expect(calls(args)).toContain(`removeMint("${MINT_URL}")`);
  },
};
