import { ErrorState, Spinner } from '@app/ui';
import { ChannelList, ChannelView, WithChannelService } from '../channels';

/** The public channels the user joined (or can find), under the private chats of /chats. */
export function ChannelsSection() {
  return (
    <WithChannelService>
      {(load) =>
        load.state === 'ready' ? (
          <ChannelList service={load.service} />
        ) : load.state === 'failed' ? (
          <ErrorState title="Channels could not load" message={load.message} onRetry={load.retry} />
        ) : (
          <Spinner label="Loading channels" />
        )
      }
    </WithChannelService>
  );
}

/** /chats/{channelId}: a NIP-28 channel, readable by visitors too. */
export function ChannelPage({ channelId }: { channelId: string }) {
  return (
    <WithChannelService>
      {(load) =>
        load.state === 'ready' ? (
          <ChannelView service={load.service} channelId={channelId} />
        ) : load.state === 'failed' ? (
          <ErrorState title="The channel could not load" message={load.message} onRetry={load.retry} />
        ) : (
          <Spinner label="Loading channel" />
        )
      }
    </WithChannelService>
  );
}
