// NIP-28 public channels in /chats: what the page routes to.
export { ChannelList, type ChannelListProps } from './ChannelList';
export { ChannelView, CHANNEL_NOT_FOUND, type ChannelViewProps } from './ChannelView';
export { ChannelForm, type ChannelFormProps } from './ChannelForm';
export { ChannelServiceProvider, WithChannelService, type ChannelServiceLoad, type ChannelServiceProviderProps } from './ChannelServiceContext';
