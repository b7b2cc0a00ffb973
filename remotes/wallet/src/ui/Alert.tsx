import styled from '@emotion/styled';

/** A failure read out at once (role="alert"): the core's error texts, verbatim. */
export const Alert = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.error};
  overflow-wrap: anywhere;
`;

/** A calm line of status (role="status" where it changes). */
export const Note = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.muted};
  font-size: ${(p) => p.theme.fontSizes.sm}px;
`;
