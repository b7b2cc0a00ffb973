import styled from '@emotion/styled';

/** Row layout shared by NoteCard and its skeleton. */
export const CardFrame = styled.article<{ $clickable?: boolean }>`
  display: flex;
  gap: ${(p) => p.theme.spacing.md}px;
  padding: ${(p) => p.theme.spacing.md}px ${(p) => p.theme.spacing.lg}px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.bg};
  cursor: ${(p) => (p.$clickable ? 'pointer' : 'auto')};
  &:hover {
    background: ${(p) => (p.$clickable ? p.theme.colors.surface : p.theme.colors.bg)};
  }
`;

export const CardMain = styled.div`
  flex: 1;
  min-width: 0;
`;
