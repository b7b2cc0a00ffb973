import styled from '@emotion/styled';
import { GRAPH_LATEST_FEED } from '@app/core';
import { useCore } from '@app/ui';
import { emptyTextFor } from '../feed-list/empty-text';
import { FeedView } from '../feed-list/FeedView';
import { useFeedEngine } from '../feed-list/useFeedEngine';

const Heading = styled.h2`
  margin: ${(p) => p.theme.spacing.lg}px 0 ${(p) => p.theme.spacing.sm}px;
  font-size: ${(p) => p.theme.fontSizes.md}px;
`;

/** The latest notes of the social graph, for a visitor whose popular feed found nothing to rank. */
export function GraphLatestFeed() {
  const core = useCore();
  const { state, actions } = useFeedEngine(core.feeds.engine, GRAPH_LATEST_FEED);
  return (
    <section aria-labelledby="graph-latest-heading" data-testid="graph-latest">
      <Heading id="graph-latest-heading">Latest notes</Heading>
      <FeedView state={state} actions={actions} emptyText={emptyTextFor(GRAPH_LATEST_FEED)} showRepliedTo={false} />
    </section>
  );
}
