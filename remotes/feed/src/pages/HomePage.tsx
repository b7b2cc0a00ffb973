import { Page, PageHeader, TimelineList, useTimeline } from '@app/ui';

const LATEST_NOTES = { kinds: [1] };

/** Home (/): the latest notes of the relays for a logged-out visitor, newest first, 10 per page. */
export default function HomePage() {
  const view = useTimeline(LATEST_NOTES, 10);
  return (
    <Page>
      <PageHeader title="Home" />
      <TimelineList view={view} emptyText="No posts found" />
    </Page>
  );
}
