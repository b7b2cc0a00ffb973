import { lazyComponent, Spinner } from '@app/ui';

/** The channels' code loads when a channel or the channel list is shown (never on the first paint of /chats). */
export const LazyChannelsSection = lazyComponent<object>(
  () => import('./ChannelsSection').then((module) => module.ChannelsSection),
  () => <Spinner label="Loading channels" />,
);

export const LazyChannelPage = lazyComponent<{ channelId: string }>(
  () => import('./ChannelsSection').then((module) => module.ChannelPage),
  () => <Spinner label="Loading channel" />,
);
