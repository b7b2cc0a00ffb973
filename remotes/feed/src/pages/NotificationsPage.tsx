import { EmptyState, Page, PageHeader } from '@app/ui';

/** /notifications: a logged-out visitor has none. */
export default function NotificationsPage() {
  return (
    <Page>
      <PageHeader title="Notifications" />
      <EmptyState title="No notifications yet" />
    </Page>
  );
}
