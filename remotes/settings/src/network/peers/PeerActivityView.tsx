import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { PeerLogEntry, PeerRecord, PeerStats } from '@app/core/p2p';
import { SettingsSection } from '../../ui';

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.spacing.sm}px 0 0;
  padding: 0;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
  padding: ${({ theme }) => theme.spacing.xs}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Mono = styled.code`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing.xs}px ${({ theme }) => theme.spacing.md}px;
  margin: ${({ theme }) => theme.spacing.sm}px 0 0;
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const LogList = styled.ol`
  list-style: none;
  margin: ${({ theme }) => theme.spacing.sm}px 0 0;
  padding: 0;
  max-height: 420px;
  overflow-y: auto;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  li {
    padding: 2px 0;
    overflow-wrap: anywhere;
  }
  li[data-level='warn'] {
    color: ${({ theme }) => theme.colors.warning};
  }
  li[data-level='error'] {
    color: ${({ theme }) => theme.colors.error};
  }
`;

export interface PeerActivityViewProps {
  /** Null while peer-to-peer is off (disabled or signed out). */
  activity: {
    peerId: string;
    peers: PeerRecord[];
    online: number;
    stats: PeerStats;
  } | null;
  /** The peer log; left out where only the peers are shown. */
  log?: PeerLogEntry[];
  /** The buttons of a peer's row (disconnect, send a file, call). */
  renderActions?(peer: PeerRecord): ReactNode;
}

const ARROWS = { up: '↑', down: '↓' } as const;
const time = (at: number) => new Date(at).toLocaleTimeString();

/** Spec 3 §3: the connected peers with their short ids, this browser's stats and the peer log. */
export function PeerActivityView({ activity, log, renderActions }: PeerActivityViewProps) {
  if (!activity) {
    return (
      <SettingsSection title="Connected peers">
        <Muted role="status">Peer-to-peer is off. Turn on peer-to-peer connections and sign in to connect.</Muted>
      </SettingsSection>
    );
  }
  const { peerId, peers, online, stats } = activity;
  return (
    <>
      <SettingsSection title="Connected peers" description={`This browser is ${peerId.slice(0, 8)}:${peerId.split(':')[1]?.slice(0, 6) ?? ''}; ${online} online now.`}>
        {peers.length === 0 ? (
          <Muted role="status">No peers connected</Muted>
        ) : (
          <List aria-label="Peers">
            {peers.map((peer) => (
              <Row key={peer.peerId} data-state={peer.state}>
                <Mono>{peer.short}</Mono>
                <Muted>
                  {peer.state} · {peer.direction}
                  {peer.connectedAt ? ` · since ${time(peer.connectedAt)}` : ''}
                </Muted>
                {renderActions?.(peer)}
              </Row>
            ))}
          </List>
        )}
        <Figures aria-label="Peer statistics">
          <dt>Events sent</dt>
          <dd>{stats.eventsSent}</dd>
          <dt>Events received</dt>
          <dd>{stats.eventsReceived}</dd>
          <dt>Subscriptions served</dt>
          <dd>{stats.subscriptionsServed}</dd>
        </Figures>
      </SettingsSection>
      {log && (
        <SettingsSection title="Peer log" description="The last 100 entries at the log level chosen above.">
          {log.length === 0 ? (
            <Muted role="status">Nothing logged yet</Muted>
          ) : (
            <LogList aria-label="Peer log">
              {[...log].reverse().map((entry, index) => (
                <li key={`${entry.timestamp}-${index}`} data-level={entry.level}>
                  <Muted>{time(entry.timestamp)}</Muted> {entry.level.toUpperCase()} {entry.peerId ? <Mono>{entry.peerId}</Mono> : null}{' '}
                  {entry.direction ? ARROWS[entry.direction] : ''} {entry.message}
                </li>
              ))}
            </LogList>
          )}
        </SettingsSection>
      )}
    </>
  );
}
