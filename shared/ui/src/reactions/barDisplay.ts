import type { ContentSettings } from '@app/core';

/** Which counts the reactions bar shows; a count left out keeps its action button. */
export interface BarCounts {
  replies: boolean;
  reposts: boolean;
  likes: boolean;
  zaps: boolean;
}

/** What a note's footer shows. */
export interface BarDisplay {
  /** The reactions bar. */
  bar: boolean;
  counts: BarCounts;
  /** The zaps bar (who zapped, how much): on the standalone note only. */
  zapsBar: boolean;
}

/** Every count shown (the bar's default). */
export const ALL_COUNTS: BarCounts = Object.freeze({ replies: true, reposts: true, likes: true, zaps: true });

/**
 * The footer of a note under the content settings. In feeds: showReactionsBar and showReactionCounts; on the
 * standalone note (the post page's own note): hideReactionsBarInStandalone, showReactionCountsInStandalone and
 * hideZapsBarInStandalone. Everywhere, showLikes / showReposts / showZaps / showReplies off also drop that count, and
 * showZaps off the zaps bar.
 */
export function barDisplay(content: ContentSettings, standalone: boolean): BarDisplay {
  const counts = standalone ? content.showReactionCountsInStandalone : content.showReactionCounts;
  return {
    bar: standalone ? !content.hideReactionsBarInStandalone : content.showReactionsBar,
    counts: {
      replies: counts && content.showReplies,
      reposts: counts && content.showReposts,
      likes: counts && content.showLikes,
      zaps: counts && content.showZaps,
    },
    zapsBar: standalone && !content.hideZapsBarInStandalone && content.showZaps,
  };
}
