import { useEffect } from 'react';
import { ErrorState, Page, PageHeader, theme, useParams } from '@app/ui';
import { isHexPubkey } from '../routes/chat-routes';
import { LazyChannelPage, LazyChannelsSection } from './LazyChannels';
import { WithChatService } from '../chat-service/ChatServiceContext';
import { LazyChatsView } from './LazyChatsView';
import { LoadingChats } from './LoadingChats';
import { SignedOutChats } from './SignedOutChats';

/**
 * /chats/* (NIP-17 private chats, NIP-28 channels at /chats/{channel id} and listed under the chats): the frame paints first; for a signed-in user the core's chat and the chats' code
 * load beside each other, a visitor is asked to sign in and loads neither.
 */
export default function ChatsPage() {
  const rest = (useParams()['*'] ?? '').replace(/^\/+|\/+$/g, '');
  if (isHexPubkey(rest)) {
    return (
      <Page maxWidth={theme.widePage.maxWidth}>
        <PageHeader title="Channel" />
        <LazyChannelPage channelId={rest} />
      </Page>
    );
  }
  return (
    <Page maxWidth={theme.widePage.maxWidth}>
      <PageHeader title="Messages" />
      <WithChatService>
        {(load) =>
          load.state === 'ready' ? (
            <LazyChatsView service={load.service} me={load.me} />
          ) : load.state === 'failed' ? (
            <ErrorState title="Messages could not load" message={load.message} onRetry={load.retry} />
          ) : load.state === 'signed-out' ? (
            <SignedOutChats />
          ) : (
            <PreloadedLoading />
          )
        }
      </WithChatService>
      {rest === '' && <LazyChannelsSection />}
    </Page>
  );
}

/** Loading: the chats' code is fetched meanwhile (a failure shows when it renders). */
function PreloadedLoading() {
  useEffect(() => {
    void LazyChatsView.preload().catch(() => {});
  }, []);
  return <LoadingChats />;
}
