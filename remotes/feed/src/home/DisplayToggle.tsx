import styled from '@emotion/styled';

const Group = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${(p) => p.theme.spacing.xs}px;
  padding: ${(p) => p.theme.spacing.xs}px 0;
`;

const IconButton = styled.button<{ $active: boolean }>`
  display: inline-flex;
  padding: ${(p) => p.theme.spacing.xs}px;
  background: none;
  border: 1px solid ${(p) => (p.$active ? p.theme.colors.accent : 'transparent')};
  border-radius: ${(p) => p.theme.radius.sm}px;
  color: ${(p) => (p.$active ? p.theme.colors.text : p.theme.colors.muted)};
  cursor: pointer;
`;

function ListIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" fill="currentColor">
      <rect x="2" y="3" width="16" height="3" rx="1" />
      <rect x="2" y="8.5" width="16" height="3" rx="1" />
      <rect x="2" y="14" width="16" height="3" rx="1" />
    </svg>
  );
}

function GridIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" fill="currentColor">
      {[2, 8, 14].flatMap((x) => [2, 8, 14].map((y) => <rect key={`${x}-${y}`} x={x} y={y} width="4.5" height="4.5" rx="1" />))}
    </svg>
  );
}

export interface DisplayToggleProps {
  displayAs: 'list' | 'grid';
  onChange(displayAs: 'list' | 'grid'): void;
}

/** The two icons that show a feed as a list or as a 3-column media grid. */
export function DisplayToggle({ displayAs, onChange }: DisplayToggleProps) {
  return (
    <Group role="group" aria-label="Display">
      <IconButton type="button" aria-label="List view" aria-pressed={displayAs === 'list'} $active={displayAs === 'list'} onClick={() => onChange('list')}>
        <ListIcon />
      </IconButton>
      <IconButton type="button" aria-label="Grid view" aria-pressed={displayAs === 'grid'} $active={displayAs === 'grid'} onClick={() => onChange('grid')}>
        <GridIcon />
      </IconButton>
    </Group>
  );
}
