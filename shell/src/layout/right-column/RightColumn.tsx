import styled from '@emotion/styled';
import { lazy, Suspense } from 'react';
import { Button, ErrorBoundary, Spinner, useCore, useLocation, useObservable } from '@app/ui';
import type { CurrentUser } from '@app/core';
import { SearchField } from '../../search/SearchField';
import { widgetsOfPath } from './widgets-of-path';
import { useWidgetsReady } from './useWidgetsReady';

const LateWidgets = lazy(() => import('./LateWidgets'));

/** Shown at this width and up (spec 1: large screens), or from the desktop breakpoint with the single-column layout. */
export const RIGHT_COLUMN_MIN_WIDTH = 1280;

const Column = styled.aside<{ $singleColumn: boolean }>`
  display: none;
  width: 320px;
  flex-shrink: 0;
  padding: 12px 16px;
  box-sizing: border-box;
  position: sticky;
  top: 0;
  height: 100vh;
  overflow-y: auto;
  @media (min-width: ${({ theme, $singleColumn }) => ($singleColumn ? theme.breakpoints.desktop : RIGHT_COLUMN_MIN_WIDTH)}px) {
    display: flex;
    flex-direction: column;
    gap: 16px;
  }
`;

/** Spec 1 'Right column' (large screens, or the single-column layout setting): search, hide/show toggle and widgets (graph stats, network relays, popular, follows, relevant people, more from this author). */
export function RightColumn() {
  const core = useCore();
  const { pathname } = useLocation();
  const user = useObservable(core.session$, null as CurrentUser | null);
  const { showRightColumn: visible, singleColumnLayout } = useObservable(core.settings.select('appearance'), core.settings.get().appearance);
  const { viewed, popular, note } = widgetsOfPath(pathname);
  const widgetsReady = useWidgetsReady();
  const setVisible = (showRightColumn: boolean) => core.settings.updateGroup('appearance', { showRightColumn });
  return (
    <Column aria-label="Right column" $singleColumn={singleColumnLayout}>
      <SearchField />
      <Button type="button" variant="ghost" size="sm" onClick={() => setVisible(!visible)}>
        {visible ? 'Hide widgets' : 'Show widgets'}
      </Button>
      {visible && widgetsReady && (
        <ErrorBoundary>
          <Suspense fallback={<Spinner label="Loading widgets" />}>
            <LateWidgets viewed={viewed} userPubkey={user?.pubkey} popular={popular} note={note} />
          </Suspense>
        </ErrorBoundary>
      )}
    </Column>
  );
}
