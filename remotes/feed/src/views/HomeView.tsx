import type { FeedViewState } from '@app/core';
import { Button, ErrorBoundary, Spinner } from '@app/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { emptyTextFor } from '../feed-list/empty-text';
import { FeedView, type FeedActions } from '../feed-list/FeedView';
import { ComposerSlot } from '../home/ComposerSlot';
import { DisplayToggle } from '../home/DisplayToggle';
import type { FeedEditing } from '../home/FeedEditPanel';
import type { FeedConfig } from '../home/feed-core';
import { FEED_PANEL_ID, FeedTabs } from '../home/FeedTabs';
import { FollowSomeone } from '../home/FollowSomeone';
import { homeTitle } from '../home/header-rules';
import { HomeHeader } from '../home/HomeHeader';
import { HomeLayout } from '../home/HomeLayout';
import { PullIndicator } from '../home/PullIndicator';
import { usePullToRefresh } from '../home/usePullToRefresh';

/** The feed on screen: the active feed, or the popular one (visitors, one feed or fewer). */
export interface ShownFeed {
  config: FeedConfig;
  state: FeedViewState;
  actions: FeedActions;
}

export interface HomeViewProps {
  loggedIn: boolean;
  /** The user's enabled feeds, in tab order. */
  feeds: FeedConfig[];
  activeFeedId: string;
  feed: ShownFeed;
  onSelectFeed(id: string): void;
  onDisplayAs(displayAs: 'list' | 'grid'): void;
  editing: FeedEditing;
  singleColumn: boolean;
  onToggleSingleColumn(): void;
  /** FollowSuggestion for the user's own key (logged in with one feed or fewer). */
  followSuggestion?: ReactNode;
  /** The popular side column (two-column layout on large screens). */
  popularColumn?: ReactNode;
  /** Shown under the feed once it ended empty (a visitor's popular feed on a relay without reactions). */
  emptyFallback?: ReactNode;
  /** Starts in edit mode (stories). */
  initialEditing?: boolean;
  /** Opens the zap-all campaign for the feed's posts (shown when the feed's showZapAll is on). */
  onZapAll?(): void;
}

/** The feed editor loads on 'Edit feeds': a visitor never sees it, a signed-in user rarely. */
const FeedEditPanel = lazy(() => import('../home/FeedEditPanel').then((module) => ({ default: module.FeedEditPanel })));

/** The feed has nothing and nothing more can come. */
const endedEmpty = (state: FeedViewState) => state.events.length === 0 && state.initialLoadDone && !state.hasMore;

/** Home (/): header, feed tabs and editor, composer slot, the feed as list or grid, pull-to-refresh. */
export function HomeView(props: HomeViewProps) {
  const { loggedIn, feeds, feed } = props;
  const [editing, setEditing] = useState(Boolean(props.initialEditing));
  const [resetCount, setResetCount] = useState(0);
  const pull = usePullToRefresh(feed.actions.refresh);
  const hasTabs = loggedIn && feeds.length > 1;
  const displayAs = feed.config.displayAs ?? 'list';
  const reset = () => {
    props.editing.onReset();
    setResetCount((count) => count + 1);
  };

  return (
    <HomeLayout side={props.singleColumn ? undefined : props.popularColumn}>
      <HomeHeader
        title={hasTabs ? homeTitle(feeds, props.activeFeedId) : 'Home'}
        singleColumn={props.singleColumn}
        onToggleSingleColumn={props.onToggleSingleColumn}
      />
      <PullIndicator {...pull} />
      {hasTabs && (
        <FeedTabs feeds={feeds} activeFeedId={props.activeFeedId} onSelect={props.onSelectFeed} editing={editing} onToggleEditing={() => setEditing(!editing)} />
      )}
      {hasTabs && editing && (
        <ErrorBoundary>
          <Suspense fallback={<Spinner label="Loading the feed editor" />}>
            <FeedEditPanel feeds={feeds} activeFeedId={props.activeFeedId} editing={props.editing} resetCount={resetCount} onReset={reset} />
          </Suspense>
        </ErrorBoundary>
      )}
      {loggedIn && <ComposerSlot />}
      {loggedIn && !hasTabs && <FollowSomeone suggestion={props.followSuggestion} />}
      {hasTabs && <DisplayToggle displayAs={displayAs} onChange={props.onDisplayAs} />}
      {loggedIn && feed.config.showZapAll && props.onZapAll && feed.state.events.length > 0 && (
        <Button variant="secondary" size="sm" onClick={props.onZapAll}>
          ⚡ Zap all
        </Button>
      )}
      <div {...(hasTabs && { id: FEED_PANEL_ID, role: 'tabpanel', 'aria-label': homeTitle(feeds, props.activeFeedId) })}>
        <FeedView
          key={feed.config.id}
          state={feed.state}
          actions={feed.actions}
          displayAs={hasTabs ? displayAs : 'list'}
          emptyText={emptyTextFor(feed.config)}
          showRepliedTo={feed.config.showRepliedTo !== false}
        />
      </div>
      {props.emptyFallback && endedEmpty(feed.state) && props.emptyFallback}
    </HomeLayout>
  );
}
