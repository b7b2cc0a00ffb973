import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import type { Channel, ChannelMetadata, ChannelService } from '@app/core/chat';
import { Button, Modal, useObservable } from '@app/ui';
import { ChannelForm } from './ChannelForm';
import { ChannelPicture } from './ChannelPicture';
import { useAskSignInToWrite } from './ChannelSignInPrompt';
import { channelName } from './channel-display';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${(p) => p.theme.spacing.md}px;
  padding: ${(p) => p.theme.spacing.md}px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Summary = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.xs}px;
  min-width: 0;
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.lg}px;
  overflow-wrap: anywhere;
`;

const About = styled.p`
  margin: 0;
  max-height: 6em;
  overflow-y: auto;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.muted};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Buttons = styled.div`
  display: flex;
  gap: ${(p) => p.theme.spacing.sm}px;
`;

const Failure = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.error};
`;

/** Props of ChannelHeader. */
export interface ChannelHeaderProps {
  service: ChannelService;
  channel: Channel;
  /** The user's hex public key; null for a visitor (Join asks them to sign in), undefined while the session loads. */
  me: string | null | undefined;
  /** The creator saved new metadata (shown before the service has it). */
  onEdited(metadata: ChannelMetadata): void;
}

/** A channel's picture, name and about (as text only), Join or Leave, and Edit for its creator. */
export function ChannelHeader({ service, channel, me, onEdited }: ChannelHeaderProps) {
  const joinedChannels = useObservable<Channel[] | null>(useMemo(() => service.joined$, [service]), null);
  // A visitor has joined nothing (their Join asks them to sign in); null while the user's list loads.
  const joined = me === null ? false : joinedChannels === null ? null : joinedChannels.some((joinedChannel) => joinedChannel.id === channel.id);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const askSignIn = useAskSignInToWrite();

  const toggleJoined = async () => {
    if (me === null) return askSignIn();
    setBusy(true);
    setError(null);
    try {
      await (joined ? service.leave(channel.id) : service.join(channel.id));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Header>
      <ChannelPicture channel={channel} size={56} />
      <Summary>
        <Name dir="auto">{channelName(channel)}</Name>
        {channel.about && <About dir="auto">{channel.about}</About>}
      </Summary>
      <Buttons>
        {me && me === channel.creator && (
          <Button variant="ghost" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
        {joined !== null && (
          <Button variant={joined ? 'secondary' : 'primary'} loading={busy} onClick={() => void toggleJoined()}>
            {joined ? 'Leave' : 'Join'}
          </Button>
        )}
      </Buttons>
      {error && <Failure role="alert">{error}</Failure>}
      {editing && (
        <Modal title="Edit channel" onClose={() => setEditing(false)}>
          <ChannelForm
            service={service}
            channel={channel}
            onSaved={(metadata) => {
              onEdited(metadata);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        </Modal>
      )}
    </Header>
  );
}
