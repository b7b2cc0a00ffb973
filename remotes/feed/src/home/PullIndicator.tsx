import styled from '@emotion/styled';
import { Spinner } from '@app/ui';
import type { PullState } from './usePullToRefresh';

const Reveal = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: center;
  overflow: hidden;
`;

/** The loading image revealed above the feed while pulling and refreshing. */
export function PullIndicator({ phase, distance }: PullState) {
  if (phase === 'idle') return null;
  const label = phase === 'refreshing' ? 'Refreshing feed' : 'Pull to refresh';
  return (
    <Reveal style={{ height: distance }} data-testid="pull-indicator">
      <Spinner label={label} />
    </Reveal>
  );
}
