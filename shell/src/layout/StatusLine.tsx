import styled from '@emotion/styled';

/** A warning line above the page (offline, storage in memory only): one look for every page-wide notice. */
export const StatusLine = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.sm}px ${theme.spacing.lg}px`};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.warning};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;
