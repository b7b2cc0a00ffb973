import styled from '@emotion/styled';

/** A failure read out at once (role="alert"): the core's error texts, verbatim. */
export const Alert = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.error};
  overflow-wrap: anywhere;
`;

/** A calm line of status (role="status" where it changes); it may name a wallet by its own alias, so it wraps anywhere. */
export const Note = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.muted};
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  overflow-wrap: anywhere;
`;
