import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CallView } from './CallView';

/** A moving picture (and, when asked, a tone) standing in for a camera and microphone. */
function paintedStream(label: string, color: string, withAudio = false): MediaStream {
  const canvas = Object.assign(document.createElement('canvas'), { width: 320, height: 240 });
  const context = canvas.getContext('2d')!;
  let frame = 0;
  const paint = () => {
    context.fillStyle = color;
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#fff';
    context.font = '28px sans-serif';
    context.fillText(`${label} ${frame++}`, 20, 130);
    if (canvas.isConnected || frame < 600) requestAnimationFrame(paint);
  };
  paint();
  const stream = canvas.captureStream(15);
  if (withAudio) stream.addTrack(toneTrack());
  return stream;
}

function toneTrack(): MediaStreamTrack {
  const audio = new AudioContext();
  const destination = audio.createMediaStreamDestination();
  const oscillator = audio.createOscillator();
  oscillator.connect(destination);
  oscillator.start();
  return destination.stream.getAudioTracks()[0];
}

/** Spec 3 §4 'Call': the call panel the shell shows over every page. */
const meta = {
  title: 'Shell/CallView',
  component: CallView,
  args: {
    name: 'ben',
    call: { phase: 'incoming', direction: 'incoming', hasVideo: true },
    local: null,
    remote: null,
    onAccept: fn(),
    onDecline: fn(),
    onHangUp: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof CallView>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('dialog', { name });

/** A peer's call: who calls, Accept and Decline. */
export const Incoming: Story = {
  play: async ({ canvasElement, args }) => {
    const shown = within(panel(canvasElement, 'Incoming video call from ben'));
    await userEvent.click(shown.getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await userEvent.click(shown.getByRole('button', { name: 'Decline' }));
    await expect(args.onDecline).toHaveBeenCalledOnce();
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
};

/** Our request is out: our muted preview, and Hang up. */
export const Calling: Story = {
  args: { call: { phase: 'calling', direction: 'outgoing', hasVideo: true } },
  loaders: [() => ({ local: paintedStream('me', '#27496d') })],
  render: (args, { loaded }) => <CallView {...args} local={loaded.local as MediaStream} />,
  play: async ({ canvasElement, args }) => {
    const shown = within(panel(canvasElement, 'Calling ben…'));
    await expect(shown.getByLabelText('Your camera')).toHaveProperty('muted', true);
    await expect(shown.queryByTestId('remote-video')).toBeNull();
    await userEvent.click(shown.getByRole('button', { name: 'Hang up' }));
    await expect(args.onHangUp).toHaveBeenCalledOnce();
  },
};

/** Both cameras: the peer's video plays, ours shows muted in the corner. */
export const ActiveWithVideo: Story = {
  args: { call: { phase: 'active', direction: 'outgoing', hasVideo: true } },
  loaders: [() => ({ local: paintedStream('me', '#27496d'), remote: paintedStream('ben', '#6d2749', true) })],
  render: (args, { loaded }) => <CallView {...args} local={loaded.local as MediaStream} remote={loaded.remote as MediaStream} />,
  play: async ({ canvasElement, args }) => {
    const shown = within(panel(canvasElement, 'Call with ben'));
    const remote = shown.getByTestId('remote-video') as HTMLVideoElement;
    await waitFor(() => expect(remote.videoWidth).toBeGreaterThan(0));
    await expect(remote.muted).toBe(false);
    await expect((shown.getByTestId('local-video') as HTMLVideoElement).muted).toBe(true);
    await userEvent.click(shown.getByRole('button', { name: 'Hang up' }));
    await expect(args.onHangUp).toHaveBeenCalledOnce();
  },
};

/** An audio call: the peer's sound plays, no picture. */
export const AudioOnly: Story = {
  args: { call: { phase: 'active', direction: 'incoming', hasVideo: false } },
  loaders: [() => ({ remote: new MediaStream([toneTrack()]) })],
  render: (args, { loaded }) => <CallView {...args} remote={loaded.remote as MediaStream} />,
  play: async ({ canvasElement }) => {
    const shown = within(panel(canvasElement, 'Call with ben'));
    await expect(shown.getByText('Audio call')).toBeVisible();
    await waitFor(() => expect((shown.getByTestId('remote-audio') as HTMLAudioElement).srcObject).not.toBeNull());
    await expect(canvasElement.querySelector('video')).toBeNull();
    await expect(shown.getByRole('button', { name: 'Hang up' })).toBeEnabled();
  },
};

/** The peer hung up: the media is gone, Close forgets the call. */
export const Ended: Story = {
  args: { call: { phase: 'ended', direction: 'outgoing', hasVideo: true, endedBy: 'remote' } },
  play: async ({ canvasElement, args }) => {
    const shown = within(panel(canvasElement, 'ben hung up'));
    await expect(canvasElement.querySelector('video, audio')).toBeNull();
    await expect(shown.queryByRole('button', { name: 'Hang up' })).toBeNull();
    await userEvent.click(shown.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** The call could not start (the toast says why, e.g. 'Camera/microphone permission denied'). */
export const StartFailure: Story = {
  name: 'Error',
  args: { call: { phase: 'ended', direction: 'incoming', hasVideo: true, endedBy: 'failed' } },
  play: async ({ canvasElement }) => {
    await expect(within(panel(canvasElement, 'Call failed')).getByRole('alert')).toHaveTextContent('Call failed');
  },
};

/** Our side declined, or theirs did. */
export const Declined: Story = {
  args: { call: { phase: 'ended', direction: 'outgoing', hasVideo: false, endedBy: 'declined' } },
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement, 'ben declined the call')).toBeVisible();
  },
};
