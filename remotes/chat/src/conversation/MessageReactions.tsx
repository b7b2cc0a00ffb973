import styled from '@emotion/styled';
import { useMemo } from 'react';
import { reactionCounts } from './reaction-counts';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.xs}px;
  margin: ${(p) => p.theme.spacing.xs}px 0 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li<{ $mine: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding: 0 ${(p) => p.theme.spacing.sm}px;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  border-radius: ${(p) => p.theme.radius.round}px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => (p.$mine ? p.theme.colors.accent : p.theme.colors.border)};
  color: ${(p) => p.theme.colors.text};
`;

/** The reactions under a message: each emoji with how many chose it (the user's own outlined). */
export function MessageReactions({ reactions, me }: { reactions: Record<string, string>; me: string }) {
  const counts = useMemo(() => reactionCounts(reactions, me), [reactions, me]);
  if (counts.length === 0) return null;
  return (
    <List aria-label="Reactions">
      {counts.map(({ emoji, count, mine }) => (
        <Chip key={emoji} $mine={mine} title={`${count} reacted ${emoji}${mine ? ' (you too)' : ''}`}>
          <span>{emoji}</span>
          <span>{count}</span>
        </Chip>
      ))}
    </List>
  );
}
