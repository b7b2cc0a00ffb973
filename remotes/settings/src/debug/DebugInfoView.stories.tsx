import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { DebugInfoView } from './DebugInfoView';

const REMOTES = { feed: 'https://feed.example/mf-manifest.json', settings: 'https://settings.example/mf-manifest.json' };

/** Debug mode's developer information on /settings/debug. */
const meta = {
  title: 'Views/DebugInfoView',
  component: DebugInfoView,
  args: {
    info: {
      relays: [
        { url: 'wss://up.example/', state: 'connected' },
        { url: 'wss://down.example/', state: 'reconnecting', error: 'connection refused' },
      ],
      enabledRelays: 2,
      remotes: REMOTES,
      storage: { persistent: true, inMemory: [] },
    },
  },
} satisfies Meta<typeof DebugInfoView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pool's count, the remotes, storage, and one log line per relay with its error. */
export const Connected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Developer information' })).toBeVisible();
    await expect(canvas.getByTestId('debug-relays')).toHaveTextContent('1 / 2 relays connected');
    await expect(canvas.getByTestId('debug-remotes')).toHaveTextContent('feed, settings');
    await expect(canvas.getByText('On this device')).toBeVisible();
    const log = within(canvas.getByRole('list', { name: 'Relay log' }));
    await expect(log.getAllByRole('listitem').map((line) => line.textContent)).toEqual(['wss://up.example/ connected', 'wss://down.example/ reconnecting: connection refused']);
  },
};

/** Private mode: the stores kept in memory are named. */
export const InMemory: Story = {
  args: { info: { relays: [], enabledRelays: 0, remotes: {}, storage: { persistent: false, problem: 'unavailable', inMemory: ['local storage', 'events'] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('In memory for this session: local storage, events')).toBeVisible();
    await expect(canvas.getByTestId('debug-remotes')).toHaveTextContent('none');
  },
};
