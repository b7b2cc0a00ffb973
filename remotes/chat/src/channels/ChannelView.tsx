import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import type { Channel, ChannelMessage, ChannelMetadata, ChannelService } from '@app/core/chat';
import { EmptyState, Spinner, useObservable, useSessionPubkey } from '@app/ui';
import { ChannelComposer } from './ChannelComposer';
import { ChannelHeader } from './ChannelHeader';
import { ChannelMessageList } from './ChannelMessageList';
import { ChannelSignInPrompt } from './ChannelSignInPrompt';
import { Centered, Pane } from '../ui/pane-styles';

const Failure = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.spacing.xs}px ${(p) => p.theme.spacing.md}px;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.error};
`;

/** Shown for an id that names no channel the relays know. */
export const CHANNEL_NOT_FOUND = 'Channel not found';

/** Props of ChannelView. */
export interface ChannelViewProps {
  service: ChannelService;
  /** The channel's id (its kind-40 event id, 64 hex), from `/chats/{channelId}`. */
  channelId: string;
}

/**
 * A public channel at `/chats/{channelId}`: its header, its messages oldest first with Reply, Hide and Mute, and the
 * composer (a visitor reads and is asked to sign in to write). Another channel starts afresh (no reply carried over).
 */
export function ChannelView(props: ChannelViewProps) {
  return <ChannelPane key={props.channelId} {...props} />;
}

function ChannelPane({ service, channelId }: ChannelViewProps) {
  const me = useSessionPubkey();
  const loaded = useObservable<Channel | null | undefined>(useMemo(() => service.channel$(channelId), [service, channelId]), undefined);
  const messages = useObservable<ChannelMessage[] | null>(useMemo(() => service.messages$(channelId), [service, channelId]), null);
  const [edited, setEdited] = useState<ChannelMetadata | null>(null);
  const [replyTo, setReplyTo] = useState<ChannelMessage | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const channel = loaded && edited ? { ...loaded, ...edited } : loaded;

  const act = (action: () => Promise<void>, failed: string) => {
    setActionError(null);
    action().catch((error: unknown) => setActionError(`${failed}: ${error instanceof Error ? error.message : String(error)}`));
  };
  const hide = (message: ChannelMessage) => {
    if (replyTo?.id === message.id) setReplyTo(null);
    act(() => service.hideMessage(message.id), 'Could not hide the message');
  };
  const mute = (message: ChannelMessage) => {
    if (replyTo?.author === message.author) setReplyTo(null);
    act(() => service.muteUser(message.author), 'Could not mute');
  };

  if (channel === undefined) {
    return (
      <Centered>
        <Spinner label="Loading channel" />
      </Centered>
    );
  }
  if (channel === null) return <EmptyState title={CHANNEL_NOT_FOUND} />;
  return (
    <Pane aria-label="Channel" data-testid="channel">
      <ChannelHeader service={service} channel={channel} me={me} onEdited={setEdited} />
      {messages === null ? (
        <Centered>
          <Spinner label="Loading messages" />
        </Centered>
      ) : (
        <ChannelMessageList messages={messages} me={me} signedIn={Boolean(me)} onReply={setReplyTo} onHide={hide} onMute={mute} />
      )}
      {actionError && <Failure role="alert">{actionError}</Failure>}
      {me ? (
        <ChannelComposer service={service} channelId={channelId} replyTo={replyTo} onCancelReply={() => setReplyTo(null)} onSent={() => setReplyTo(null)} />
      ) : (
        me === null && <ChannelSignInPrompt />
      )}
    </Pane>
  );
}
