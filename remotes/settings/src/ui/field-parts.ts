import styled from '@emotion/styled';

/** One setting per row, separated by a hairline. */
export const FieldRow = styled.div`
  padding: ${(p) => p.theme.spacing.md}px 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  min-width: 0;
`;

/** The quiet line under a field that explains it. */
export const FieldHint = styled.p`
  margin: ${(p) => p.theme.spacing.xs}px 0 0;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.muted};
  overflow-wrap: anywhere;
`;
