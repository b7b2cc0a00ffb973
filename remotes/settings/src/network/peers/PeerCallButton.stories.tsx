import { withCaption } from '../../../../../storybook/preset/renders-nothing';
import type { Meta, StoryObj } from '@storybook/react';
import { BehaviorSubject, Subject } from 'rxjs';
import { getCore } from '@app/core';
import { callsOf, PEER_TEXTS, type ConnectedPeer, type P2P } from '@app/core/p2p';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PeerCallButton } from './PeerCallButton';

const BEN = 'b2'.repeat(32);

/** A running peer-to-peer layer with ben connected; what the button sends to ben is kept in `sent`. */
function peerToBen() {
  const sent: unknown[] = [];
  const record = { peerId: `${BEN}:7d1e0c55-2222`, short: 'b2b2b2b2:7d1e0c', pubkey: BEN, state: 'connected', direction: 'outbound' } as const;
  const connected = { record, connection: {}, session: { sendJson: (message: unknown) => (sent.push(message), true) } } as unknown as ConnectedPeer;
  const p2p = { peerId: `${'a1'.repeat(32)}:0f3c2a9e-1111`, connected$: new BehaviorSubject([connected]), messages$: new Subject(), log: { info() {}, warn() {} } } as unknown as P2P;
  return { p2p, connected, sent };
}

/** getUserMedia answers with a painted picture, or rejects with `error`, while the story runs. */
function fakeCamera(error?: DOMException) {
  return () => {
    const devices = navigator.mediaDevices;
    const original = devices.getUserMedia;
    const canvas = Object.assign(document.createElement('canvas'), { width: 64, height: 48 });
    canvas.getContext('2d')!.fillRect(0, 0, 64, 48);
    devices.getUserMedia = async () => {
      if (error) throw error;
      return canvas.captureStream(1);
    };
    return () => void (devices.getUserMedia = original);
  };
}

type Loaded = ReturnType<typeof peerToBen>;

/** Spec 3 §4 'Call': the Call button of a connected peer's row on /settings/p2p (the preview's offline core). */
// Typed (not `satisfies`): the props come from the loaders, never from args.
const meta: Meta<typeof PeerCallButton> = {
  title: 'Components/PeerCallButton',
  component: PeerCallButton,
  loaders: [() => peerToBen()],
  render: (_args, { loaded }) => <PeerCallButton p2p={(loaded as Loaded).p2p} connected={(loaded as Loaded).connected} />,
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Camera and microphone first, then call-request; no second call while this one goes on. */
export const Calls: Story = {
  beforeEach: fakeCamera(),
  play: async ({ canvasElement, loaded }) => {
    const { p2p, sent } = loaded as Loaded;
    const button = within(canvasElement).getByRole('button', { name: 'Call' });
    await userEvent.click(button);
    await waitFor(() => expect(sent).toEqual([{ type: 'call-request', hasVideo: true }]));
    await expect(button).toBeDisabled();
    callsOf(getCore(), p2p).hangUp();
    await waitFor(() => expect(button).toBeEnabled());
  },
};

/** The browser refuses the camera: the spec's toast, and the call stops before anything is sent. */
export const PermissionDenied: Story = {
  beforeEach: fakeCamera(new DOMException('Permission denied', 'NotAllowedError')),
  play: async ({ canvasElement, loaded }) => {
    const toasts: string[] = [];
    const listening = getCore().bus.on('toast').subscribe((toast) => toasts.push(toast.message));
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Call' }));
      await waitFor(() => expect(toasts).toEqual([PEER_TEXTS.permissionDenied]));
      await expect((loaded as Loaded).sent.some((message) => (message as { type: string }).type === 'call-request')).toBe(false);
      await expect(within(canvasElement).getByRole('button', { name: 'Call' })).toBeEnabled();
    } finally {
      listening.unsubscribe();
    }
  },
};

/** Calls turned off in the settings: no button. */
export const CallsOff: Story = {
  decorators: [withCaption('No Call button: calls are off.')],
  beforeEach: () => {
    getCore().settings.updateGroup('network', { webrtcCallsEnabled: false });
    return () => getCore().settings.updateGroup('network', { webrtcCallsEnabled: true });
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Call' })).toBeNull();
  },
};

/** A peer whose channel is not open yet cannot be called. */
export const NotConnectedYet: Story = {
  decorators: [withCaption('No Call button: the peer is not connected yet.')],
  render: (_args, { loaded }) => <PeerCallButton p2p={(loaded as Loaded).p2p} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Call' })).toBeNull();
  },
};
