import { POPULAR_HOME_FEED, homeFeedConfig } from '@app/core';
import { FollowSuggestion } from '@app/ui/nostr';
import { useCore, useObservable } from '@app/ui';
import { useMemo } from 'react';
import { useFeedEngine } from '../feed-list/useFeedEngine';
import { GraphLatestFeed } from '../home/GraphLatestFeed';
import { PopularColumn } from '../home/PopularColumn';
import { useIsDesktop } from '../home/useIsDesktop';
import { HomeView } from '../views/HomeView';

/** The app's name in the mobile header (as in the shell's side navigation). */

function ConnectedPopularColumn() {
  const core = useCore();
  const { state, actions } = useFeedEngine(core.feeds.engine, POPULAR_HOME_FEED);
  return <PopularColumn state={state} onLoadMore={actions.loadMore} />;
}

/** Home (/): the user's feed tabs (or the popular feed) over the core's feed store and engines. */
export default function HomePage() {
  const core = useCore();
  const store = core.feeds.store;
  const session = useObservable(core.session$, null);
  const storedPubkey = useObservable(core.user.select('publicKey'), core.user.get().publicKey);
  const feedState = useObservable(store.state$, store.get());
  const settings = useObservable(core.settings.state$, core.settings.get());
  const relays = useObservable(core.relays.configs$, core.relays.get());
  const isDesktop = useIsDesktop();

  // A stored login counts at once: its session comes with the signer, later, and Home would start as a visitor's.
  const loggedIn = session !== null || Boolean(storedPubkey);
  const feeds = useMemo(() => feedState.enabledFeedIds.map((id: string) => feedState.feedConfigs[id]).filter(Boolean), [feedState]);
  const shown = homeFeedConfig(feedState, loggedIn);
  const { state, actions } = useFeedEngine(core.feeds.engine, shown, feedState.refreshSignal, core.feeds.preparedState(shown));
  const singleColumn = settings.appearance.singleColumnLayout;
  const editing = useMemo(
    () => ({
      onAdd: () => void store.addFeed(),
      onSave: store.saveFeed,
      onMove: store.moveFeed,
      onClone: (id: string) => void store.cloneFeed(id),
      onDelete: store.deleteFeed,
      onReset: store.resetFeeds,
      availableRelays: relays.filter((relay) => !relay.disabled).map((relay) => relay.url),
      searchPeople: (query: string, limit: number) => core.searchPeople(query, limit),
    }),
    [store, relays, core],
  );

  return (
    <HomeView
      loggedIn={loggedIn}
      feeds={feeds}
      activeFeedId={feedState.activeFeed}
      feed={{ config: shown, state, actions: { ...actions, refresh: store.refresh } }}
      onSelectFeed={store.setActive}
      onDisplayAs={(displayAs) => store.setDisplayAs(shown.id, displayAs)}
      editing={editing}
      singleColumn={singleColumn}
      onToggleSingleColumn={() => core.settings.updateGroup('appearance', { singleColumnLayout: !singleColumn })}
      followSuggestion={session && <FollowSuggestion pubkey={session.pubkey} />}
      popularColumn={isDesktop && shown.id !== POPULAR_HOME_FEED.id ? <ConnectedPopularColumn /> : undefined}
      emptyFallback={loggedIn ? undefined : <GraphLatestFeed />}
      onZapAll={() => core.bus.publish({ type: 'zap:campaign', events: state.events.slice() })}
    />
  );
}
