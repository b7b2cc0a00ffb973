import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeWalletPort, resetFakePort, type FakeWalletPort } from '../stories/fake-wallet-port';
import { CONNECTIONS, NWC_STRING } from '../stories/wallet-fixtures';
import { ConnectionsSection } from './ConnectionsSection';

/** Spec 2 §5, verbatim. */
const INVALID_TEXT = 'Invalid NWC connection string format. Expected: nostr+walletconnect://<pubkey>?relay=<relay>&secret=<secret>';

const meta = {
  title: 'Wallet/ConnectionsSection',
  component: ConnectionsSection,
  beforeEach: resetFakePort,
  args: { port: fakeWalletPort({ provider: 'nwc', connections: { connections: CONNECTIONS, activeId: 'alby' } }), provider: 'nwc' },
} satisfies Meta<typeof ConnectionsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const fake = (args: { port: unknown }) => args.port as FakeWalletPort;

/** Two saved wallets, one active: name, last use, balance; Use, Remove and Disconnect. */
export const Connected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByTestId('connection-row');
    await expect(rows[0]).toHaveTextContent('Alby HubActive');
    await expect(rows[0]).toHaveTextContent('Last used 5m · 84K bits');
    await expect(rows[1]).toHaveTextContent('Not used yet · 1.2K bits');
    await expect(within(rows[0]).queryByRole('button', { name: 'Use Alby Hub' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Use Phone wallet' }));
    await expect(fake(args).calls).toContain('activateConnection("phone")');
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect' }));
    await expect(fake(args).calls).toContain('disconnect()');
  },
};

export const Remove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Phone wallet' }));
    await waitFor(() => expect(canvas.getAllByTestId('connection-row')).toHaveLength(1));
    await expect(fake(args).calls).toContain('removeConnection("phone")');
  },
};

/** Nothing saved yet: a connection string and a name connect a wallet, which becomes the active one. */
export const Empty: Story = {
  args: { port: fakeWalletPort({ provider: 'nwc' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/No wallets connected yet/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Disconnect' })).toBeNull();
    await userEvent.type(canvas.getByLabelText('Connection string'), NWC_STRING);
    await userEvent.type(canvas.getByLabelText('Name (optional)'), 'Home node');
    await userEvent.click(canvas.getByRole('button', { name: 'Connect' }));
    await expect(await canvas.findByText('Connected Home node')).toBeVisible();
    await expect(await canvas.findByTestId('connection-row')).toHaveTextContent('Home nodeActive');
    await expect(fake(args).calls).toContain(`addConnection(${JSON.stringify(NWC_STRING)}, "Home node")`);
  },
};

/** A string of the wrong shape: spec 2's text, from the core. */
export const InvalidString: Story = {
  args: { port: fakeWalletPort({ provider: 'nwc', overrides: { addConnection: () => Promise.reject(new Error(INVALID_TEXT)) } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Connection string'), 'nostr+walletconnect://nope');
    await userEvent.click(canvas.getByRole('button', { name: 'Connect' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(INVALID_TEXT);
    await expect(canvas.getByLabelText('Connection string')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** NWC is not the provider: saved wallets are listed, none active, no Disconnect. */
export const NotActive: Story = {
  args: { provider: 'cashu' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Use Alby Hub' })).toBeVisible();
    await expect(canvas.queryByText('Active')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Disconnect' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { port: fakeWalletPort({ loading: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading connections' })).toBeVisible();
  },
};
