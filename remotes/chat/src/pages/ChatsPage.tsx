import { EmptyState, Page, PageHeader } from '@app/ui';

/** /chats/*: the page frame and empty state (chats are their own issue). */
export default function ChatsPage() {
  return (
    <Page>
      <PageHeader title="Messages" />
      <EmptyState title="No chats yet">
        <p>Your conversations will appear here.</p>
      </EmptyState>
    </Page>
  );
}
