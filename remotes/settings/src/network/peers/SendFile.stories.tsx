import { withCaption } from '../../../../../storybook/preset/renders-nothing';
import type { Meta, StoryObj } from '@storybook/react';
import { BehaviorSubject, Subject } from 'rxjs';
import type { ConnectedPeer, P2P } from '@app/core/p2p';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SendFile } from './SendFile';

const BEN = 'b2'.repeat(32);

/** A running peer-to-peer layer with ben connected: what goes to ben is kept in `sent`, ben's answers go in `fromBen`. */
function peerToBen() {
  const sent: Array<Record<string, unknown> | ArrayBuffer> = [];
  const record = { peerId: `${BEN}:7d1e0c55-2222`, short: 'b2b2b2b2:7d1e0c', pubkey: BEN, state: 'connected', direction: 'outbound' } as const;
  const connection = { state: 'connected', send: (message: string | ArrayBuffer) => (sent.push(typeof message === 'string' ? JSON.parse(message) : message), true), bufferedAmount: () => 0 };
  const connected = { record, connection, session: { sendJson: (message: object) => connection.send(JSON.stringify(message)) } } as unknown as ConnectedPeer;
  const messages$ = new Subject<{ from: ConnectedPeer; message: Record<string, unknown> }>();
  const log = { info() {}, warn() {}, debug() {}, error() {} };
  const p2p = { peerId: `${'a1'.repeat(32)}:0f3c2a9e-1111`, connected$: new BehaviorSubject([connected]), messages$, log } as unknown as P2P;
  const fromBen = (message: Record<string, unknown>) => messages$.next({ from: connected, message });
  return { p2p, connected, sent, fromBen };
}

type Loaded = ReturnType<typeof peerToBen>;

/** Spec 3 §4 'File transfer' from a connected peer's row on /settings/p2p, with the preview's offline core. */
const meta: Meta<typeof SendFile> = {
  title: 'Components/SendFile',
  component: SendFile,
  loaders: [() => peerToBen()],
  render: (_args, { loaded }) => <SendFile p2p={(loaded as Loaded).p2p} connected={(loaded as Loaded).connected} />,
};

export default meta;
type Story = StoryObj<typeof meta>;

const pick = async (canvasElement: HTMLElement, file: File) => userEvent.upload(within(canvasElement).getByLabelText('File to send'), file);

/** Metadata first; once ben accepts, the file goes out in 16 KiB chunks and the row says it was sent. */
export const SendsAfterAcceptance: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { sent, fromBen } = loaded as Loaded;
    await pick(canvasElement, new File([new Uint8Array(40_000)], 'photos.zip'));
    await waitFor(() => expect(sent[0]).toEqual({ type: 'file-metadata', id: 1, metadata: { name: 'photos.zip', size: 40_000, type: '' } }));
    await expect(within(canvasElement).getByText('Waiting for the peer to accept photos.zip')).toBeVisible();
    fromBen({ type: 'file-accepted', id: 1 });
    await expect(await within(canvasElement).findByText('Sent photos.zip (39.1 KB)')).toBeVisible();
    await expect(sent.filter((frame) => frame instanceof ArrayBuffer)).toHaveLength(3);
  },
};

/** Ben's browser has 'Receive files' off: nothing but the metadata is sent. */
export const DeclinedByPeer: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { sent, fromBen } = loaded as Loaded;
    await pick(canvasElement, new File(['secret'], 'notes.txt'));
    await waitFor(() => expect(sent).toHaveLength(1));
    fromBen({ type: 'file-rejected', id: 1 });
    await expect(await within(canvasElement).findByText('The peer declined notes.txt')).toBeVisible();
    await expect(sent).toHaveLength(1);
  },
};

/** A peer whose channel is not open yet gets no button. */
export const NotConnectedYet: Story = {
  decorators: [withCaption('No Send file button: the peer is not connected yet.')],
  render: (_args, { loaded }) => <SendFile p2p={(loaded as Loaded).p2p} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Send file' })).toBeNull();
  },
};
