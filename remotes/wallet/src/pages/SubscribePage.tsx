import { EmptyState, Page, PageHeader } from '@app/ui';

/** /subscribe: the paid subscription frame. */
export default function SubscribePage() {
  return (
    <Page>
      <PageHeader title="Subscribe" />
      <EmptyState title="Subscriptions are not available yet">
        <p>Tiers: vanguard, champion and patron.</p>
      </EmptyState>
    </Page>
  );
}
