import styled from '@emotion/styled';

/** A titled part of the social graph page. */
export const Section = styled.section`
  padding: ${(p) => p.theme.spacing.md}px ${(p) => p.theme.spacing.lg}px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${(p) => p.theme.spacing.sm}px;
  font-size: ${(p) => p.theme.fontSizes.md}px;
  color: ${(p) => p.theme.colors.text};
`;

/** Secondary text: reasons, hints, empty lists. */
export const Note = styled.p`
  margin: ${(p) => p.theme.spacing.xs}px 0;
  color: ${(p) => p.theme.colors.muted};
  overflow-wrap: anywhere;
`;

export const ErrorNote = styled(Note)`
  color: ${(p) => p.theme.colors.error};
`;
