import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AddRelay } from './AddRelayField';
import { NetworkSettingsView } from './NetworkSettingsView';
import { DOT_COLOURS, UNREACHABLE, manyLongRelays, manyLongStatuses, relayConfigs, relayStatuses } from '../stories/fixtures';

const addsNormalised: AddRelay = (input) => ({ ok: true, url: `wss://${input.trim()}/` });

const meta = {
  title: 'Views/NetworkSettingsView',
  component: NetworkSettingsView,
  args: {
    configs: relayConfigs,
    statuses: relayStatuses,
    onAdd: fn(addsNormalised),
    onToggle: fn(),
    onRemove: fn(),
    onSetRole: fn(),
    connection: { ndkOutboxModel: true, autoConnectUserRelays: true },
    onConnectionChange: fn(),
  },
} satisfies Meta<typeof NetworkSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const addField = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Add relay');

export const RowStates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('relay-summary')).toHaveTextContent('2 connected of 3 enabled relays');
    const rows = canvas.getAllByTestId('relay-row');
    await expect(rows.map((row) => row.dataset.state)).toEqual(['connected', 'connected', 'not-connected', 'disabled']);
    for (const row of rows) {
      const dot = within(row).getByRole('img');
      await expect(getComputedStyle(dot).backgroundColor).toBe(DOT_COLOURS[row.dataset.state as keyof typeof DOT_COLOURS]);
    }
    await expect(within(rows[3]).getByLabelText(/^Enable /)).not.toBeChecked();
  },
};

export const EnterAddsARelay: Story = {
  play: async ({ canvasElement, args }) => {
    const input = addField(canvasElement);
    await userEvent.type(input, 'relay.example.com{Enter}');
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(args.onAdd).toHaveBeenCalledWith('relay.example.com');
    await expect(input).toHaveValue('');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const AddRejected: Story = {
  args: { onAdd: fn<AddRelay>(() => ({ ok: false, error: 'Relay already added' })) },
  play: async ({ canvasElement }) => {
    const input = addField(canvasElement);
    await userEvent.type(input, 'wss://relay.example.com{Enter}');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Relay already added');
    await expect(input).toHaveValue('wss://relay.example.com');
  },
};

export const EscapeClearsTheInput: Story = {
  play: async ({ canvasElement, args }) => {
    const input = addField(canvasElement);
    await userEvent.type(input, 'typing then escape{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const ToggleAndRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(`Enable ${UNREACHABLE}`));
    await expect(args.onToggle).toHaveBeenCalledWith(UNREACHABLE);
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${UNREACHABLE}` }));
    await expect(args.onRemove).toHaveBeenCalledWith(UNREACHABLE);
  },
};

export const Connecting: Story = {
  args: { statuses: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('relay-summary')).toHaveTextContent('0 connected of 3 enabled relays');
    const states = canvas.getAllByTestId('relay-row').map((row) => row.dataset.state);
    await expect(states).toEqual(['not-connected', 'not-connected', 'not-connected', 'disabled']);
  },
};

export const Empty: Story = {
  args: { configs: [], statuses: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No relays configured')).toBeVisible();
    await expect(canvas.getByTestId('relay-summary')).toHaveTextContent('0 connected of 0 enabled relays');
    await expect(canvas.getByLabelText('Add relay')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: { configs: manyLongRelays, statuses: manyLongStatuses },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('relay-row')).toHaveLength(20);
    await expect(canvas.getByTestId('relay-summary')).toHaveTextContent('9 connected of 18 enabled relays');
    for (const row of canvas.getAllByTestId('relay-row')) await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};

export const RelayConnectionSwitches: Story = {
  args: { connection: { ndkOutboxModel: true, autoConnectUserRelays: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Outbox model' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Connect to my relays' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: 'Outbox model' }));
    await expect(args.onConnectionChange).toHaveBeenCalledWith({ ndkOutboxModel: false });
    await userEvent.click(canvas.getByRole('switch', { name: 'Connect to my relays' }));
    await expect(args.onConnectionChange).toHaveBeenLastCalledWith({ autoConnectUserRelays: true });
  },
};

/** The relays, and the way to the peer-to-peer page. */
export const Sections: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Relays' })).toBeVisible();
    const peerToPeer = within(canvas.getByRole('region', { name: 'Peer-to-peer' }));
    await expect(peerToPeer.getByRole('link', { name: 'Peer-to-peer' })).toHaveAttribute('href', '/settings/p2p');
  },
};
