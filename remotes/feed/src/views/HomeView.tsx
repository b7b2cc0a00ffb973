import { Page, PageHeader, TimelineList, type TimelineView } from '@app/ui';

export interface HomeViewProps {
  /** The latest notes, page by page. */
  timeline: TimelineView;
}

/** Home: the latest notes of the relays, newest first, with loading, empty and error states. */
export function HomeView({ timeline }: HomeViewProps) {
  return (
    <Page>
      <PageHeader title="Home" />
      <TimelineList view={timeline} emptyText="No posts found" />
    </Page>
  );
}
