import type { Meta, StoryObj } from '@storybook/react';
import { ErrorState, Spinner } from '@app/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChannelList } from './ChannelList';
import { ChannelServiceProvider, WithChannelService, type ChannelServiceProviderProps } from './ChannelServiceContext';
import { joinedChannels } from './channel-fixtures';
import { channelStoryBeforeEach, serviceArgType, withChannelPeople } from './channel-story-setup';
import { fakeChannelService } from './fake-channel-service';

/** What a page does with WithChannelService: the list once ready, a spinner while loading, the failure with Retry. */
function ChannelsPage() {
  return (
    <WithChannelService>
      {(load) =>
        load.state === 'ready' ? (
          <ChannelList service={load.service} />
        ) : load.state === 'failed' ? (
          <ErrorState title="Channels could not load" message={load.message} onRetry={load.retry} />
        ) : (
          <Spinner label="Loading channels service" />
        )
      }
    </WithChannelService>
  );
}

/** The page under ChannelServiceProvider (or, with `given: false`, under none: the core's service). */
function ProvidedChannelsPage({ given = true, ...props }: Omit<ChannelServiceProviderProps, 'children'> & { given?: boolean }) {
  return given ? (
    <ChannelServiceProvider {...props}>
      <ChannelsPage />
    </ChannelServiceProvider>
  ) : (
    <ChannelsPage />
  );
}

const meta = {
  title: 'Chat/Channels/WithChannelService',
  component: ProvidedChannelsPage,
  loaders: [withChannelPeople],
  beforeEach: channelStoryBeforeEach,
  argTypes: serviceArgType,
  args: { service: fakeChannelService(joinedChannels()), onRetry: fn() },
} satisfies Meta<typeof ProvidedChannelsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A given service: ready at once. */
export const GivenService: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByTestId('channel-row')).toHaveLength(4);
  },
};

/** A null service keeps the channels loading. */
export const Loading: Story = {
  args: { service: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading channels service' })).toBeVisible();
  },
};

/** A failed load: its message, and Retry calls `onRetry`. */
export const Failed: Story = {
  args: { service: null, failure: 'The chat module could not load' },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The chat module could not load');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No provider: the core's channels (`channelsOf`, loaded lazily); the offline core has no relays, so nothing joined. */
export const FromCore: Story = {
  args: { given: false, service: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No channels joined' }, { timeout: 10_000 })).toBeVisible();
  },
};
