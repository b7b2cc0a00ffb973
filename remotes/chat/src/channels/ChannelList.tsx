import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import type { Channel, ChannelService } from '@app/core/chat';
import { Button, EmptyState, Modal, Spinner, useNavigate, useObservable } from '@app/ui';
import { ChannelForm } from './ChannelForm';
import { ChannelRow } from './ChannelRow';
import { DiscoverChannels } from './DiscoverChannels';
import { channelPath } from './channel-display';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm}px;
  padding: ${(p) => p.theme.spacing.sm}px ${(p) => p.theme.spacing.md}px;
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.lg}px;
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${(p) => p.theme.spacing.xs}px 0;
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${(p) => p.theme.spacing.xl}px;
`;

/** Props of ChannelList. */
export interface ChannelListProps {
  service: ChannelService;
}

/**
 * The public channels the user joined, each linking to `/chats/{id}`; 'Find channels' shows recent ones to join and
 * 'New channel' opens the form, then the created channel.
 */
export function ChannelList({ service }: ChannelListProps) {
  const joined = useObservable<Channel[] | null>(useMemo(() => service.joined$, [service]), null);
  const joinedIds = useMemo(() => new Set(joined?.map((channel) => channel.id)), [joined]);
  const [finding, setFinding] = useState(false);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const findButton = (
    <Button variant="secondary" aria-expanded={finding} onClick={() => setFinding(!finding)}>
      Find channels
    </Button>
  );
  return (
    <section aria-label="Public channels">
      <Toolbar>
        <Title>Channels</Title>
        {joined && joined.length > 0 && findButton}
        <Button onClick={() => setCreating(true)}>New channel</Button>
      </Toolbar>
      {joined === null ? (
        <Centered>
          <Spinner label="Loading channels" />
        </Centered>
      ) : joined.length === 0 ? (
        <EmptyState title="No channels joined">
          <p>Public channels you join appear here.</p>
          {findButton}
        </EmptyState>
      ) : (
        <Rows aria-label="Joined channels">
          {joined.map((channel) => (
            <li key={channel.id}>
              <ChannelRow channel={channel} />
            </li>
          ))}
        </Rows>
      )}
      {finding && <DiscoverChannels service={service} joinedIds={joinedIds} />}
      {creating && (
        <Modal title="New channel" onClose={() => setCreating(false)}>
          <ChannelForm service={service} onCreated={(id) => {
              setCreating(false); // the list stays mounted behind the channel (kept-alive history): its dialog must not
              navigate(channelPath(id));
            }} onCancel={() => setCreating(false)} />
        </Modal>
      )}
    </section>
  );
}
