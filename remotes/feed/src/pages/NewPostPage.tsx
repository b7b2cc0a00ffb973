import { EmptyState, Page, PageHeader } from '@app/ui';
import { useSessionPubkey } from '@app/ui';
import { Composer } from '../composer';

/** /new: the composer, always expanded with preview; after publishing it opens the new note. */
export default function NewPostPage() {
  const pubkey = useSessionPubkey();
  return (
    <Page>
      <PageHeader title="New Post" />
      {pubkey ? (
        <Composer mode="page" />
      ) : (
        <EmptyState title="Sign in to post">
          <p>Posting needs a signed-in account.</p>
        </EmptyState>
      )}
    </Page>
  );
}
