import styled from '@emotion/styled';
import { newEventsLabel } from '../home/feed-core';

const Sticky = styled.div`
  position: sticky;
  top: 64px;
  z-index: 5;
  display: flex;
  justify-content: center;
  height: 0;
  overflow: visible;
`;

const Pill = styled.button`
  margin-top: ${(p) => p.theme.spacing.sm}px;
  padding: ${(p) => p.theme.spacing.xs}px ${(p) => p.theme.spacing.lg}px;
  font: inherit;
  font-weight: 600;
  color: ${(p) => p.theme.colors.accentText};
  background: ${(p) => p.theme.colors.accentStrong};
  border: none;
  border-radius: ${(p) => p.theme.radius.round}px;
  cursor: pointer;
`;

/** 'Show N new events' (99+ above 99) at the top of the feed while the engine holds new events. */
export function NewEventsButton({ count, onShow }: { count: number; onShow(): void }) {
  if (count <= 0) return null;
  return (
    <Sticky>
      <Pill type="button" onClick={onShow}>
        Show {newEventsLabel(count)} new events
      </Pill>
    </Sticky>
  );
}
