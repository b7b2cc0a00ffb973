import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import type { PeerLogEntry, PeerRecord } from '@app/core/p2p';
import { PeerActivityView } from './PeerActivityView';

const ANA = 'a1'.repeat(32);
const BEN = 'b2'.repeat(32);
const AT = Date.UTC(2026, 10, 28, 12, 0, 0);
const peer = (pubkey: string, uuid: string, over: Partial<PeerRecord> = {}): PeerRecord => ({
  peerId: `${pubkey}:${uuid}`,
  short: `${pubkey.slice(0, 8)}:${uuid.slice(0, 6)}`,
  pubkey,
  state: 'connected',
  direction: 'outbound',
  connectedAt: AT,
  ...over,
});
const stats = { eventsSent: 12, eventsReceived: 40, subscriptionsServed: 3 };
const activity = { peerId: `${ANA}:0f3c2a9e-1111`, peers: [peer(BEN, '7d1e0c55-2222')], online: 2, stats };
const line = (message: string, over: Partial<PeerLogEntry> = {}): PeerLogEntry => ({ timestamp: AT, level: 'info', message, ...over });

const meta = {
  title: 'Components/PeerActivityView',
  component: PeerActivityView,
  args: { activity, log: [line('Started as a1a1a1a1:0f3c2a'), line('Connected (outbound)', { peerId: 'b2b2b2b2:7d1e0c' })] },
  decorators: [(Story) => <div style={{ maxWidth: 680, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof PeerActivityView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A connected peer with its short id, this browser's figures and the log, newest first. */
export const Connected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This browser is a1a1a1a1:0f3c2a; 2 online now.')).toBeVisible();
    const row = within(canvas.getByRole('list', { name: 'Peers' })).getByRole('listitem');
    await expect(row).toHaveTextContent('b2b2b2b2:7d1e0c');
    await expect(row).toHaveTextContent('connected · outbound');
    await expect(canvas.getByLabelText('Peer statistics')).toHaveTextContent('Events sent12Events received40Subscriptions served3');
    const entries = within(canvas.getByRole('list', { name: 'Peer log' })).getAllByRole('listitem');
    await expect(entries[0]).toHaveTextContent('Connected (outbound)');
  },
};

/** Peer-to-peer is off (disabled, or nobody signed in). */
export const Off: Story = {
  args: { activity: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Peer-to-peer is off');
  },
};

/** Running, nobody connected yet, nothing logged. */
export const NoPeers: Story = {
  args: { activity: { ...activity, peers: [], online: 0 }, log: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No peers connected')).toBeVisible();
    await expect(canvas.getByText('Nothing logged yet')).toBeVisible();
  },
};

/** Connecting and inbound peers; warnings and errors stand out; without the log on the network page. */
export const Connecting: Story = {
  args: { activity: { ...activity, peers: [peer(BEN, '7d1e0c55-2222', { state: 'connecting', direction: 'inbound', connectedAt: undefined })] }, log: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listitem')).toHaveTextContent('connecting · inbound');
    await expect(canvas.queryByRole('list', { name: 'Peer log' })).toBeNull();
  },
};

/** A full log of 100 entries with hostile text: shown as text, scrollable, warnings and errors marked. */
export const LongHostileLog: Story = {
  args: {
    log: Array.from({ length: 100 }, (_, index) =>
      line(index % 2 ? '<img src=x onerror=alert(1)> rate limit exceeded' : 'Inbound connection quota full \u202eevil', { level: index % 2 ? 'warn' : 'error', peerId: 'b2b2b2b2:7d1e0c', direction: 'down' }),
    ),
  },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('list', { name: 'Peer log' });
    await expect(within(log).getAllByRole('listitem')).toHaveLength(100);
    await expect(log.querySelector('img')).toBeNull();
    await expect(log.querySelector('li[data-level="warn"]')).toHaveTextContent('<img src=x onerror=alert(1)> rate limit exceeded');
  },
};
