import type { Meta, StoryObj } from '@storybook/react';
import { getCore } from '@app/core';
import { Route, Routes, useParams } from '@app/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChannelList } from './ChannelList';
import { SIGN_IN_TO_WRITE } from './ChannelSignInPrompt';
import { ARABIC_CAFE, BITCOIN_BERLIN, discoverFailsOnce, HOSTILE_CHANNEL, joinedChannels, noChannelsJoined, NOSTR_DEVS } from './channel-fixtures';
import { channelStoryBeforeEach, serviceArgType, withChannelPeople } from './channel-story-setup';
import { fakeChannelService, type FakeChannelService } from './fake-channel-service';

/** Where a channel's link leads in these stories: the id it opened. */
function OpenedChannel() {
  return <p data-testid="opened-channel">{useParams().channelId}</p>;
}

const meta = {
  title: 'Chat/Channels/ChannelList',
  component: ChannelList,
  loaders: [withChannelPeople],
  beforeEach: channelStoryBeforeEach,
  argTypes: serviceArgType,
  parameters: { route: '/chats' },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/chats" element={<Story />} />
        <Route path="/chats/:channelId" element={<OpenedChannel />} />
      </Routes>
    ),
  ],
  args: { service: fakeChannelService(joinedChannels()) },
} satisfies Meta<typeof ChannelList>;

export default meta;
type Story = StoryObj<typeof meta>;

const fake = (service: unknown) => service as FakeChannelService;

/** Nothing joined: 'Find channels' shows what discover() finds (a spinner first); Join adds a channel to the list. */
export const EmptyThenFindAndJoin: Story = {
  args: { service: fakeChannelService(noChannelsJoined()) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No channels joined' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Find channels' }));
    await expect(canvas.getByRole('status', { name: 'Finding channels' })).toBeVisible();
    const found = await canvas.findAllByTestId('discovered-channel');
    await expect(found).toHaveLength(3);
    const berlin = found[0];
    await expect(berlin).toHaveTextContent(BITCOIN_BERLIN.name);
    await userEvent.click(within(berlin).getByRole('button', { name: 'Join' }));
    await expect(fake(args.service).calls).toContain(`join(${JSON.stringify(BITCOIN_BERLIN.id)})`);
    const row = await canvas.findByTestId('channel-row');
    await expect(row).toHaveAttribute('href', `/chats/${BITCOIN_BERLIN.id}`);
    await expect(within(berlin).getByRole('button', { name: 'Joined' })).toBeDisabled();
    await expect(canvas.queryByRole('heading', { name: 'No channels joined' })).toBeNull();
  },
};

/** The joined channels: picture (http(s) only), name and a one-line about, each linking to `/chats/{id}`. */
export const Joined: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByTestId('channel-row');
    await expect(rows.map((row) => row.getAttribute('href'))).toEqual([NOSTR_DEVS, BITCOIN_BERLIN, ARABIC_CAFE, HOSTILE_CHANNEL].map((channel) => `/chats/${channel.id}`));
    const [devs, berlin, cafe, hostile] = rows;
    await expect(devs).toHaveTextContent('Nostr Devs');
    await expect(devs.querySelector('img')).toHaveAttribute('src', NOSTR_DEVS.picture);
    const about = within(berlin).getByText(BITCOIN_BERLIN.about);
    await expect(getComputedStyle(about).textOverflow).toBe('ellipsis');
    await expect(getComputedStyle(about).whiteSpace).toBe('nowrap');
    await expect(within(cafe).getByText(ARABIC_CAFE.name).matches(':dir(rtl)')).toBe(true);
    // untrusted metadata is text: the name shows as written, and neither it nor the javascript: picture makes an img
    await expect(within(hostile).getByText(HOSTILE_CHANNEL.name)).toBeVisible();
    await expect(hostile.querySelector('img')).toBeNull();
    await userEvent.click(devs);
    await expect(await canvas.findByTestId('opened-channel')).toHaveTextContent(NOSTR_DEVS.id);
  },
};

/** discover() fails: the error and Retry, which asks again and shows what it finds. */
export const DiscoverFailure: Story = {
  args: { service: fakeChannelService(discoverFailsOnce()) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Find channels' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Channels could not be found');
    await expect(alert).toHaveTextContent('No relay answered');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findAllByTestId('discovered-channel')).toHaveLength(3);
    await expect(fake(args.service).calls.filter((call) => call.startsWith('discover('))).toHaveLength(2);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** 'New channel' opens the form; creating one opens it at `/chats/{id}`. */
export const NewChannel: Story = {
  args: { service: fakeChannelService(noChannelsJoined()) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New channel' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'New channel' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Relay operators');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create channel' }));
    const opened = await canvas.findByTestId('opened-channel');
    const created = fake(args.service).state.value.joined[0];
    await expect(created).toMatch(/^[0-9a-f]{64}$/);
    await expect(opened).toHaveTextContent(created);
    await expect(fake(args.service).calls).toContain(`create(${JSON.stringify({ name: 'Relay operators', about: '', picture: '' })})`);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** While the joined channels load: a spinner. */
export const Loading: Story = {
  args: { service: fakeChannelService({ loading: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading channels' })).toBeVisible();
  },
};

/** A visitor's Join asks them to sign in instead of calling the service. */
export const SignedOutJoin: Story = {
  args: { service: fakeChannelService({ ...noChannelsJoined(), me: null }) },
  parameters: { signedOut: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const asked: unknown[] = [];
    const subscription = getCore().bus.on('auth:request').subscribe((event) => asked.push(event));
    await userEvent.click(await canvas.findByRole('button', { name: 'Find channels' }));
    const [first] = await canvas.findAllByTestId('discovered-channel');
    await userEvent.click(within(first).getByRole('button', { name: 'Join' }));
    subscription.unsubscribe();
    await expect(asked).toEqual([{ type: 'auth:request', mode: 'sign-in', reason: SIGN_IN_TO_WRITE }]);
    await expect(fake(args.service).calls.some((call) => call.startsWith('join('))).toBe(false);
  },
};
