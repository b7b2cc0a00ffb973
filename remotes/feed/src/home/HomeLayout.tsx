import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { theme } from '@app/ui';
import { useWidthAtLeast } from './useWidthAtLeast';

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
  position: sticky;
  top: 0;
  align-self: flex-start;
  display: flex;
  flex-direction: column;
  width: ${(p) => p.theme.widePage.sideColumn.width}px;
  max-height: 100vh;
  flex-shrink: 0;
`;

const SideTitle = styled.h2`
  margin: ${(p) => p.theme.spacing.lg}px 0 ${(p) => p.theme.spacing.sm}px;
  font-size: ${(p) => p.theme.fontSizes.md}px;
`;

export interface HomeLayoutProps {
  children: ReactNode;
  /** The popular side column (two-column layout): the page asks the shell for more width, and shows it where it fits. */
  side?: ReactNode;
}

/** Home's columns: the feed, and where the window is wide enough (two-column layout) a side column of popular posts. */
export function HomeLayout({ children, side }: HomeLayoutProps) {
  // Mounted only where the feed keeps a readable width beside it: a hidden column would still load and render.
  const { ref, wide } = useWidthAtLeast<HTMLDivElement>(theme.widePage.sideColumn.minPageWidth);
  return (
    <Columns ref={ref} {...(side ? { [theme.widePage.attribute]: 'wide' } : {})}>
      <Main>{children}</Main>
      {side && wide && (
        <Side aria-label="Popular" data-testid="popular-column">
          <SideTitle>Popular</SideTitle>
          {side}
        </Side>
      )}
    </Columns>
  );
}
