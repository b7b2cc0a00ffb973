import { useEffect, useState } from 'react';
import { NEVER } from 'rxjs';
import { POPULAR_HOME_FEED, type FeedEngine, type FeedViewState, type NostrEvent } from '@app/core';
import { useCore, useObservable } from '@app/ui';
import { CompactNoteRow } from './CompactNoteRow';
import { popularPosts } from './note-lists';
import { PopularWidgetView } from './PopularWidgetView';

const liveRow = (event: NostrEvent) => <CompactNoteRow event={event} />;

/** The popular feed's view state while mounted: the core's feed engine, disposed on unmount; null until it runs. */
function usePopularFeed(): FeedViewState | null {
  const core = useCore();
  const [engine, setEngine] = useState<FeedEngine | null>(null);
  useEffect(() => {
    const running = core.feeds.engine(POPULAR_HOME_FEED);
    setEngine(running);
    return () => running.dispose();
  }, [core]);
  return useObservable(engine?.state$ ?? NEVER, null);
}

/** Right column 'Popular': the popular feed's top 5 posts (not on Home, which has its own popular column). */
export default function PopularWidget() {
  return <PopularWidgetView events={popularPosts(usePopularFeed())} renderRow={liveRow} />;
}
