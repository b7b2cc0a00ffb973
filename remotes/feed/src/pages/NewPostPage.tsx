import { EmptyState, Page, PageHeader } from '@app/ui';

/** /new: the composer arrives with the posting issue; until sign-in exists, say what is needed. */
export default function NewPostPage() {
  return (
    <Page>
      <PageHeader title="New Post" />
      <EmptyState title="Sign in to post">
        <p>Posting needs a signed-in account.</p>
      </EmptyState>
    </Page>
  );
}
