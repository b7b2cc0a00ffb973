import styled from '@emotion/styled';
import { useLocation } from 'react-router';
import { Button, FollowsWidget, RelevantPeopleWidget, useCore, useObservable } from '@app/ui';
import type { CurrentUser } from '@app/core';
import { GraphStatsWidget } from './GraphStatsWidget';
import { NetworkWidget } from './NetworkWidget';
import { SearchWidget } from './SearchWidget';
import { profileOfPath } from './profile-of-path';
import { useWidgetsReady } from './useWidgetsReady';

/** Shown at this width and up (spec 1: large screens). */
export const RIGHT_COLUMN_MIN_WIDTH = 1280;

const Column = styled.aside`
  display: none;
  width: 320px;
  flex-shrink: 0;
  padding: 12px 16px;
  box-sizing: border-box;
  position: sticky;
  top: 0;
  height: 100vh;
  overflow-y: auto;
  @media (min-width: ${RIGHT_COLUMN_MIN_WIDTH}px) {
    display: flex;
    flex-direction: column;
    gap: 16px;
  }
`;

/** Spec 1 'Right column': search, hide/show toggle and widgets (graph stats, network relays, follows, relevant people). */
export function RightColumn() {
  const core = useCore();
  const { pathname } = useLocation();
  const user = useObservable(core.session$, null as CurrentUser | null);
  const visible = useObservable(core.settings.select('appearance'), core.settings.get().appearance).showRightColumn;
  const viewed = profileOfPath(pathname);
  const widgetsReady = useWidgetsReady();
  const setVisible = (showRightColumn: boolean) => core.settings.updateGroup('appearance', { showRightColumn });
  return (
    <Column aria-label="Right column">
      <SearchWidget />
      <Button type="button" variant="ghost" size="sm" onClick={() => setVisible(!visible)}>
        {visible ? 'Hide widgets' : 'Show widgets'}
      </Button>
      {visible && widgetsReady && (
        <>
          <GraphStatsWidget />
          <NetworkWidget />
          {viewed && <RelevantPeopleWidget pubkeys={[viewed]} />}
          {(viewed ?? user?.pubkey) && <FollowsWidget pubkey={(viewed ?? user?.pubkey)!} />}
        </>
      )}
    </Column>
  );
}
