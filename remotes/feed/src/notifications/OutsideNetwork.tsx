import styled from '@emotion/styled';
import type { NotificationGroup } from '@app/core';
import { Button } from '@app/ui';
import { useId, useState } from 'react';
import { NotificationList } from './NotificationsView';

const Line = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.spacing.md}px;
  padding: ${(p) => p.theme.spacing.md}px ${(p) => p.theme.spacing.lg}px;
  color: ${(p) => p.theme.colors.muted};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '2 replies and 1 mention from people outside your network' (groups of either type, every event counted). */
export function outsideNetworkText(groups: NotificationGroup[]): string {
  const total = (type: NotificationGroup['type']) => groups.filter((group) => group.type === type).reduce((sum, group) => sum + group.events.length, 0);
  const parts = [[total('reply'), 'reply', 'replies'], [total('mention'), 'mention', 'mentions']] as const;
  const said = parts.filter(([n]) => n > 0).map(([n, one, many]) => count(n, one, many));
  return `${said.join(' and ')} from people outside your network`;
}

/**
 * Spec 1 keeps replies from beyond the follow distance out of the list; this line says they exist and shows them on
 * demand, so a new account (whose network is empty) still sees who answered.
 */
export function OutsideNetwork({ groups, now }: { groups: NotificationGroup[]; now?: number }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (groups.length === 0) return null;
  return (
    <section aria-label="Outside your network">
      <Line>
        <span>{outsideNetworkText(groups)}</span>
        <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={open ? listId : undefined} onClick={() => setOpen(!open)}>
          {open ? 'Hide' : 'Show'}
        </Button>
      </Line>
      {open && (
        <div id={listId}>
          <NotificationList groups={groups} highlightAfter={null} now={now} label="Outside your network" />
        </div>
      )}
    </section>
  );
}
