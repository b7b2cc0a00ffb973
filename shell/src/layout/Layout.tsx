import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { SideNav } from './SideNav';
import { BottomNav } from './BottomNav';
import { NewPostButton } from './NewPostButton';
import { MobileHeader } from './MobileHeader';
import { LazyUnlockPrompt } from '../auth/LazyUnlockPrompt';
import { RightColumn } from './right-column/RightColumn';
import { useAppearance } from './appearance/useAppearance';
import { OfflineBanner } from '../pwa/OfflineBanner';
import { StorageNotice } from '../storage/StorageNotice';
import { LazyPushPrompt } from '../pwa/push/LazyPushPrompt';

const Frame = styled.div`
  display: flex;
  justify-content: center;
  min-height: 100vh;
`;

/**
 * The page column keeps one width on every route (pages centre their own content), so the side bar and the right
 * column never move when the route changes; Home's two columns use the room.
 */
const Main = styled.div<{ $limited: boolean }>`
  flex: 1;
  min-width: 0;
  max-width: ${({ theme, $limited }) => ($limited ? theme.pageMaxWidth : theme.widePage.maxWidth)}px;
  padding-bottom: 144px; /* the last item scrolls above the bottom bar and the new-post button */
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  @media (min-width: ${({ theme }) => theme.breakpoints.desktop}px) {
    padding-bottom: 0;
  }
`;

/** The layout frame: side bar on desktop, header and bottom bar on mobile, the page column between (narrow with limitedMaxWidth). */
export function Layout({ children }: { children: ReactNode }) {
  const { limitedMaxWidth } = useAppearance();
  return (
    <Frame>
      <SideNav />
      <Main $limited={limitedMaxWidth} data-limited-width={limitedMaxWidth || undefined}>
        <MobileHeader />
        <OfflineBanner />
        <StorageNotice />
        <LazyUnlockPrompt />
        <LazyPushPrompt />
        {children}
      </Main>
      <RightColumn />
      <NewPostButton floating />
      <BottomNav />
    </Frame>
  );
}
