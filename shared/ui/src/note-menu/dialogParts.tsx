import styled from '@emotion/styled';

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${(p) => p.theme.spacing.sm}px;
  margin-top: ${(p) => p.theme.spacing.lg}px;
`;

export const ErrorText = styled.p`
  margin: ${(p) => p.theme.spacing.md}px 0 0;
  color: ${(p) => p.theme.colors.error};
`;

export const Hint = styled.p`
  margin: ${(p) => p.theme.spacing.sm}px 0 0;
  color: ${(p) => p.theme.colors.muted};
  font-size: ${(p) => p.theme.fontSizes.sm}px;
`;

/** The message of a failed action, for the user. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
