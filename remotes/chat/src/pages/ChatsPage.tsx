import { useEffect } from 'react';
import { ErrorState, Page, PageHeader, theme, useParams, useSessionPubkey } from '@app/ui';
import { isHexPubkey } from '../routes/chat-routes';
import { LazyChannelPage } from './LazyChannels';
import { PublicChannels } from './PublicChannels';
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
      {rest === '' && <PublicChannels />}
    </Page>
  );
}

/**
 * Loading: for a signed-in user the chats' code is fetched meanwhile (a failure shows when it renders); while the
 * session itself is still being read nothing is fetched, since a visitor needs none of it.
 */
function PreloadedLoading() {
  const signedIn = typeof useSessionPubkey() === 'string';
  useEffect(() => {
    if (signedIn) void LazyChatsView.preload().catch(() => {});
  }, [signedIn]);
  return <LoadingChats />;
}
