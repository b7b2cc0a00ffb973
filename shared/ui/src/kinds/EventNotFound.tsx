import styled from '@emotion/styled';

const Box = styled.div<{ $embedded: boolean }>`
  padding: ${(p) => p.theme.spacing.md}px ${(p) => p.theme.spacing.lg}px;
  margin: ${(p) => (p.$embedded ? `${p.theme.spacing.sm}px 0` : 0)};
  color: ${(p) => p.theme.colors.muted};
  border: ${(p) => (p.$embedded ? `1px solid ${p.theme.colors.border}` : 'none')};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => (p.$embedded ? p.theme.radius.md : 0)}px;
  white-space: normal;
`;

/** A feed item or quoted note whose event could not be loaded. */
export function EventNotFound({ embedded = false }: { embedded?: boolean }) {
  return (
    <Box $embedded={embedded} data-testid="event-not-found">
      Event not found
    </Box>
  );
}
