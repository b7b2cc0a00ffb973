import { withCaption } from '../../../storybook/preset/renders-nothing';
import type { Meta, StoryObj } from '@storybook/react';
import { BehaviorSubject, Subject } from 'rxjs';
import type { ConnectedPeer, P2P, P2PHandle } from '@app/core/p2p';
import { expect, waitFor, within } from 'storybook/test';
import { installOfflineCore } from '../../../storybook/preset/offline-core';
import { PeerTransfers } from './PeerTransfers';

const ANA = 'a1'.repeat(32);

/** A 'F' file chunk as on the data channel: kind byte, transfer id and chunk index (uint32 big-endian), then the bytes. */
function fileChunk(id: number, index: number, bytes: Uint8Array): ArrayBuffer {
  const frame = new Uint8Array(9 + bytes.byteLength);
  const view = new DataView(frame.buffer);
  view.setUint8(0, 0x46);
  view.setUint32(1, id);
  view.setUint32(5, index);
  frame.set(bytes, 9);
  return frame.buffer;
}

/** A running peer-to-peer layer with ana connected: `fromAna` delivers what her browser sends, `sent` keeps our answers. */
function peerFromAna() {
  const sent: unknown[] = [];
  const record = { peerId: `${ANA}:0f3c2a9e-1111`, short: 'a1a1a1a1:0f3c2a', pubkey: ANA, state: 'connected', direction: 'inbound' } as const;
  const connection = { state: 'connected', send: (message: string) => (sent.push(JSON.parse(message)), true), bufferedAmount: () => 0 };
  const connected = { record, connection, session: { sendJson: (message: object) => connection.send(JSON.stringify(message)) } } as unknown as ConnectedPeer;
  const messages$ = new Subject<{ from: ConnectedPeer; message: Record<string, unknown> | ArrayBuffer }>();
  const log = { info() {}, warn() {}, debug() {}, error() {} };
  const p2p = { peerId: `${'b2'.repeat(32)}:7d1e0c55-2222`, connected$: new BehaviorSubject([connected]), messages$, log } as unknown as P2P;
  const handle = { current$: new BehaviorSubject<P2P | null>(p2p), current: p2p, dispose() {} } as unknown as P2PHandle;
  const fromAna = (message: Record<string, unknown> | ArrayBuffer) => messages$.next({ from: connected, message });
  return { handle, sent, fromAna };
}

type Loaded = ReturnType<typeof peerFromAna>;

/** Spec 3 §4 'File transfer' on the receiving side, as the shell shows it on every page (the preview's offline core). */
const meta: Meta<typeof PeerTransfers> = {
  title: 'Shell/PeerTransfers',
  component: PeerTransfers,
  beforeEach: () => installOfflineCore(),
  loaders: [() => peerFromAna()],
  render: (_args, { loaded }) => <PeerTransfers handle={(loaded as Loaded).handle} />,
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Metadata is accepted; the chunks fill the progress bar; on the exact size, the file is offered for download. */
export const ReceivesAFile: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { sent, fromAna } = loaded as Loaded;
    const bytes = new TextEncoder().encode('a'.repeat(20_000));
    fromAna({ type: 'file-metadata', id: 7, metadata: { name: 'letter.txt', size: bytes.byteLength, type: 'text/plain' } });
    await waitFor(() => expect(sent).toEqual([{ type: 'file-accepted', id: 7 }]));
    fromAna(fileChunk(7, 0, bytes.subarray(0, 16_384)));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Receiving letter.txt' })).toHaveAttribute('value', '81');
    fromAna(fileChunk(7, 1, bytes.subarray(16_384)));
    const link = await canvas.findByRole('link', { name: 'Download letter.txt' });
    await expect((await (await fetch(link.getAttribute('href')!)).arrayBuffer()).byteLength).toBe(20_000);
  },
};

/** Chunks without metadata first are ignored: nothing shows. */
export const IgnoresDataBeforeMetadata: Story = {
  decorators: [withCaption('Data before a file’s metadata is ignored: nothing shows.')],
  play: async ({ canvasElement, loaded }) => {
    const { sent, fromAna } = loaded as Loaded;
    fromAna(fileChunk(3, 0, new Uint8Array(10)));
    await expect(sent).toEqual([]);
    await expect(within(canvasElement).queryByRole('region', { name: 'Incoming files' })).toBeNull();
  },
};
