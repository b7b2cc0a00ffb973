import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fakeTimeline } from '../../../../storybook/preset/fake-timeline';
import { coffeeNotes, hostileRelayInfo, longRelayInfo, relayInfo, relayStatuses } from '../stories/fixtures';
import { RelayInfoView } from './RelayInfoView';

const RELAY = 'wss://relay.example.com/';

const meta = {
  title: 'Views/RelayInfoView',
  component: RelayInfoView,
  args: { relayUrl: RELAY, statuses: relayStatuses, info: { state: 'done', value: relayInfo } },
  // The relay's feed is lazily loaded code: fetched before play (a busy runner outlasts findBy).
  loaders: [() => import('../components/RelayFeed')],
} satisfies Meta<typeof RelayInfoView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The NIP-11 fields as a definition list: term, then its value. */
const definitions = (root: HTMLElement) =>
  Object.fromEntries([...root.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]));

export const Information: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: RELAY })).toBeVisible();
    await expect(definitions(canvasElement)).toEqual({
      Name: 'Example Relay',
      Description: relayInfo.description,
      Software: 'git+https://github.com/hoytech/strfry.git 1.0.4',
      'Supported NIPs': '1, 2, 4, 9, 11, 22, 28, 40, 50, 70, 77',
      Limitation: 'max_message_length: 131072, auth_required: false, payment_required: false',
      Contact: 'admin@relay.example.com',
    });
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', 'https://relay.example.com/icon.png');
  },
};

export const AddToMyRelays: Story = {
  args: { onAdd: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to my relays' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const AlreadyMine: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Add to my relays' })).toBeNull();
    await expect(within(canvasElement).getByText('One of your relays')).toBeVisible();
  },
};

export const DiscoveredRelays: Story = {
  args: { relayUrl: '', info: { state: 'idle' }, discovered: { state: 'done', value: ['wss://found.example/', 'wss://nos.example.org/'] } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByTestId('discovered-relays');
    const items = within(list).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('wss://found.example/ · not connected');
    await expect(items[1]).toHaveTextContent('wss://nos.example.org/ · connecting');
    await expect(within(items[0]).getByRole('link')).toHaveAttribute('href', '/relay/found.example');
  },
};

export const NoneDiscovered: Story = {
  args: { relayUrl: '', info: { state: 'idle' }, discovered: { state: 'done', value: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No new relays discovered')).toBeVisible();
  },
};

export const Discovering: Story = {
  args: { relayUrl: '', info: { state: 'idle' }, discovered: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Discovering relays' })).toBeVisible();
  },
};

export const PartialInformation: Story = {
  args: { info: { state: 'done', value: { name: 'Bare relay' } } },
  play: async ({ canvasElement }) => {
    await expect(definitions(canvasElement)).toEqual({ Name: 'Bare relay', Description: '—', Software: '—', 'Supported NIPs': '—', Limitation: '—', Contact: '—' });
  },
};

export const RelaysInUse: Story = {
  args: { relayUrl: '', info: { state: 'idle' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Relays' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'wss://offline.example.net/' });
    await expect(link).toHaveAttribute('href', '/relay/offline.example.net');
    await expect(link.parentElement).toHaveTextContent('· disconnected');
  },
};

export const NoRelays: Story = {
  args: { relayUrl: '', statuses: [], info: { state: 'idle' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No relays configured')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { info: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading relay information' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { info: { state: 'error', message: 'Failed to fetch relay information: 404 Not Found' } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Relay information unavailable');
    await expect(alert).toHaveTextContent('404 Not Found');
  },
};

export const LongContent: Story = {
  args: { info: { state: 'done', value: longRelayInfo } },
  play: async ({ canvasElement }) => {
    await expect(definitions(canvasElement)['Supported NIPs']).toMatch(/, 60$/);
  },
};

export const HostileContent: Story = {
  args: { info: { state: 'done', value: hostileRelayInfo } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script, img, svg, dd a')).toBeNull();
    await expect(definitions(canvasElement).Name).toBe('<script>alert(1)</script>');
  },
};

/** /relay/notaurl: the page says the address is invalid, not why a fetch failed. */
export const InvalidAddress: Story = {
  args: {
    relayUrl: 'notaurl',
    invalidAddress: true,
    info: { state: 'error', message: "'notaurl' is not a relay address. Relay addresses look like relay.example.com or wss://relay.example.com." },
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Invalid relay address');
    await expect(alert).toHaveTextContent("'notaurl' is not a relay address.");
    await expect(alert).not.toHaveTextContent('Relay information unavailable');
  },
};

export const WithItsFeed: Story = {
  args: { feed: fakeTimeline({ items: coffeeNotes }).timeline },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Latest on this relay' })).toBeVisible();
    await expect(await canvas.findAllByTestId('note-card')).toHaveLength(coffeeNotes.length);
  },
};

export const QuietRelay: Story = {
  args: { feed: fakeTimeline({ items: [] }).timeline },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No posts on this relay')).toBeVisible();
  },
};
