import { EmptyState, Page, PageHeader } from '@app/ui';

/** /settings/profile: editing needs a signed-in account (sign-in arrives with the identity issue). */
export default function EditProfilePage() {
  return (
    <Page>
      <PageHeader title="Edit profile" />
      <EmptyState title="Sign in to edit your profile" />
    </Page>
  );
}
