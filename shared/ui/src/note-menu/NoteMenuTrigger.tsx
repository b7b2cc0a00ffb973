import styled from '@emotion/styled';

export const Wrap = styled.div`
  position: relative;
  display: inline-block;
`;

export const Trigger = styled.button`
  width: 32px;
  height: 32px;
  background: transparent;
  border: 0;
  border-radius: ${(p) => p.theme.radius.round}px;
  color: ${(p) => p.theme.colors.muted};
  font-size: 18px;
  line-height: 1;
  cursor: pointer;
  &[aria-busy='true'] {
    cursor: progress;
  }
  &:hover {
    background: ${(p) => p.theme.colors.surfaceRaised};
    color: ${(p) => p.theme.colors.text};
  }
`;

/**
 * The menu's trigger alone, for a card whose menu has not been opened yet (the menu mounts on the first click), and
 * `loading` while the menu's code is fetched after that click.
 */
export function NoteMenuTrigger({ onOpen, loading = false }: { onOpen(): void; loading?: boolean }) {
  return (
    <Wrap>
      <Trigger aria-label="Note actions" aria-haspopup="menu" aria-expanded={loading} aria-busy={loading || undefined} onClick={onOpen}>
        ⋯
      </Trigger>
    </Wrap>
  );
}
