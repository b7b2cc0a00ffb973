import { displayName, profilePath } from '@app/core';
import styled from '@emotion/styled';
import { Link } from 'react-router';
import { useOptionalProfile } from '../content/MentionLink';

const Line = styled.div`
  display: flex;
  gap: ${(p) => p.theme.spacing.xs}px;
  align-items: baseline;
  padding: ${(p) => p.theme.spacing.sm}px ${(p) => p.theme.spacing.lg}px 0;
  color: ${(p) => p.theme.colors.muted};
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Name = styled(Link)`
  color: ${(p) => p.theme.colors.text};
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** '{name} reposted' / 'liked' / 'zapped {n} bits' above a feed item. */
export function ActionLine({ actor, verb }: { actor: string; verb: string }) {
  const profile = useOptionalProfile(actor);
  return (
    <Line data-testid="action-line">
      <Name to={profilePath(actor)}>{displayName(profile, actor)}</Name>
      {' '}
      <span>{verb}</span>
    </Line>
  );
}
