import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const Frame = styled.main<{ $maxWidth?: number }>`
  width: 100%;
  max-width: ${(p) => p.$maxWidth ?? p.theme.pageMaxWidth}px;
  margin: 0 auto;
  padding: 0 ${(p) => p.theme.spacing.md}px ${(p) => p.theme.spacing.xl}px;
  ${(p) => p.theme.media.desktop} {
    padding: 0 ${(p) => p.theme.spacing.lg}px ${(p) => p.theme.spacing.xl}px;
  }
`;

export interface PageProps {
  children: ReactNode;
  /** Defaults to the theme's page width (680 px). */
  maxWidth?: number;
}

/** Centred page column. */
export function Page({ children, maxWidth }: PageProps) {
  return <Frame $maxWidth={maxWidth}>{children}</Frame>;
}
