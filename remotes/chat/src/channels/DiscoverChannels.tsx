import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useState } from 'react';
import type { Channel, ChannelService } from '@app/core/chat';
import { Button, ErrorState, Spinner, useSessionPubkey } from '@app/ui';
import { ChannelPicture } from './ChannelPicture';
import { ChannelSummary, OneLine } from './ChannelRow';
import { useAskSignInToWrite } from './ChannelSignInPrompt';
import { channelName } from './channel-display';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.sm}px;
  padding: ${(p) => p.theme.spacing.md}px 0;
  border-top: 1px solid ${(p) => p.theme.colors.border};
`;

const Title = styled.h3`
  margin: 0;
  padding: 0 ${(p) => p.theme.spacing.md}px;
  font-size: ${(p) => p.theme.fontSizes.md}px;
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.spacing.md}px;
  padding: ${(p) => p.theme.spacing.sm}px ${(p) => p.theme.spacing.md}px;
`;

const Muted = styled.p`
  margin: 0;
  padding: 0 ${(p) => p.theme.spacing.md}px;
  color: ${(p) => p.theme.colors.muted};
`;

const Failure = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.error};
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${(p) => p.theme.spacing.lg}px;
`;

type Discovery = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; channels: Channel[] };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The channels recently created on the user's relays (`discover()`), each with a Join button (a visitor's asks to sign in). */
export function DiscoverChannels({ service, joinedIds }: { service: ChannelService; joinedIds: ReadonlySet<string> }) {
  const [discovery, setDiscovery] = useState<Discovery>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const titleId = useId();
  useEffect(() => {
    let current = true;
    service.discover().then(
      (channels) => current && setDiscovery({ state: 'ready', channels }),
      (error: unknown) => current && setDiscovery({ state: 'failed', message: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [service, attempt]);
  const retry = useCallback(() => {
    setDiscovery({ state: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId}>Channels to join</Title>
      {discovery.state === 'loading' ? (
        <Centered>
          <Spinner label="Finding channels" />
        </Centered>
      ) : discovery.state === 'failed' ? (
        <ErrorState title="Channels could not be found" message={discovery.message} onRetry={retry} />
      ) : discovery.channels.length === 0 ? (
        <Muted>No channels found on your relays.</Muted>
      ) : (
        <Rows>
          {discovery.channels.map((channel) => (
            <DiscoveredChannel key={channel.id} channel={channel} joined={joinedIds.has(channel.id)} onJoin={() => service.join(channel.id)} />
          ))}
        </Rows>
      )}
    </Section>
  );
}

/** A found channel: picture, name, about, and Join (or 'Joined' once it is in the user's list). */
function DiscoveredChannel({ channel, joined, onJoin }: { channel: Channel; joined: boolean; onJoin(): Promise<void> }) {
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signedOut = useSessionPubkey() === null;
  const askSignIn = useAskSignInToWrite();
  const join = async () => {
    if (signedOut) return askSignIn();
    setJoining(true);
    setError(null);
    try {
      await onJoin();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setJoining(false);
    }
  };
  const name = channelName(channel);
  return (
    <Row data-testid="discovered-channel">
      <ChannelPicture channel={channel} size={36} />
      <ChannelSummary>
        <OneLine dir="auto">{name}</OneLine>
        {channel.about && (
          <OneLine $muted dir="auto">
            {channel.about}
          </OneLine>
        )}
      </ChannelSummary>
      <Button size="sm" variant={joined ? 'secondary' : 'primary'} disabled={joined} loading={joining} onClick={() => void join()}>
        {joined ? 'Joined' : 'Join'}
      </Button>
      {error && <Failure role="alert">Could not join: {error}</Failure>}
    </Row>
  );
}
