import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULTS } from '../stories/settings-fixtures';
import { renderStateful } from '../stories/stateful-view';
import { PeerToPeerSection } from './PeerToPeerSection';

const meta = {
  title: 'Components/PeerToPeerSection',
  component: PeerToPeerSection,
  args: { value: DEFAULTS.network, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 680, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof PeerToPeerSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const spin = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('spinbutton', { name });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'WebRTC' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Peer-to-peer connections' })).not.toBeChecked();
    await expect(spin(canvasElement, 'Max outgoing peers')).toHaveValue(5);
    await expect(spin(canvasElement, 'Max incoming peers')).toHaveValue(5);
    await expect(canvas.getByRole('switch', { name: 'Connect to my other devices' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Peer-to-peer only' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Calls' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Receive files' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Info' })).toBeChecked();
  },
};

export const Changed: Story = {
  render: renderStateful(PeerToPeerSection),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Peer-to-peer connections' }));
    await expect(args.onChange).toHaveBeenCalledWith({ webrtcEnabled: true });
    await userEvent.click(canvas.getByRole('radio', { name: 'Debug' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ webrtcLogLevel: 'debug' });
    await userEvent.clear(spin(canvasElement, 'Max incoming peers'));
    await userEvent.type(spin(canvasElement, 'Max incoming peers'), '8');
    await expect(args.onChange).toHaveBeenLastCalledWith({ webrtcMaxInbound: 8 });
    await expect(canvas.getByRole('switch', { name: 'Peer-to-peer connections' })).toBeChecked();
  },
};

export const InvalidPeerLimit: Story = {
  play: async ({ canvasElement, args }) => {
    const input = spin(canvasElement, 'Max outgoing peers');
    await userEvent.clear(input);
    await userEvent.type(input, '99');
    await expect(await within(canvasElement).findByText('Enter a whole number from 0 to 20')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalledWith({ webrtcMaxOutbound: 99 });
  },
};

export const PeerToPeerOnly: Story = {
  args: { value: { ...DEFAULTS.network, webrtcEnabled: true, p2pOnlyMode: true, webrtcLogLevel: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Peer-to-peer only' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Error' })).toBeChecked();
  },
};

/** STUN/TURN servers: saved while valid, an address of another scheme refused with the reason. */
export const IceServers: Story = {
  render: renderStateful(PeerToPeerSection),
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByLabelText('STUN/TURN servers');
    await expect(field).toHaveValue('stun:stun.l.google.com:19302 stun:stun.cloudflare.com:3478');
    await userEvent.clear(field);
    await expect(args.onChange).toHaveBeenLastCalledWith({ webrtcIceServers: [] });
    await userEvent.type(field, 'turn:turn.example.com:3478 https://evil.example');
    await expect(await within(canvasElement).findByText("'https://evil.example' is not a stun:, turn: or turns: address")).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({ webrtcIceServers: ['turn:turn.example.com:3478'] });
  },
};
