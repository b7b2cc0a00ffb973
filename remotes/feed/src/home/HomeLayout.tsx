import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const Columns = styled.div`
  display: flex;
  justify-content: center;
  gap: ${(p) => p.theme.spacing.xl}px;
  width: 100%;
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  max-width: ${(p) => p.theme.pageMaxWidth}px;
  padding: 0 ${(p) => p.theme.spacing.md}px ${(p) => p.theme.spacing.xl}px;
`;

// Sticky and as tall as the window: its list scrolls inside it while the feed scrolls the page.
const Side = styled.aside`
  display: none;
  width: 340px;
  flex-shrink: 0;
  ${(p) => p.theme.media.desktop} {
    position: sticky;
    top: 0;
    align-self: flex-start;
    display: flex;
    flex-direction: column;
    max-height: 100vh;
  }
`;

const SideTitle = styled.h2`
  margin: ${(p) => p.theme.spacing.lg}px 0 ${(p) => p.theme.spacing.sm}px;
  font-size: ${(p) => p.theme.fontSizes.md}px;
`;

export interface HomeLayoutProps {
  children: ReactNode;
  /** The popular side column, shown on large screens in the two-column layout. */
  side?: ReactNode;
}

/** Home's columns: the feed, and on desktop (two-column layout) a side column of popular posts. */
export function HomeLayout({ children, side }: HomeLayoutProps) {
  return (
    <Columns>
      <Main>{children}</Main>
      {side && (
        <Side aria-label="Popular" data-testid="popular-column">
          <SideTitle>Popular</SideTitle>
          {side}
        </Side>
      )}
    </Columns>
  );
}
