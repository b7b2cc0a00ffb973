import type { ProfileFields } from '@app/core';
import { EmptyState, ErrorState, Page, PageHeader, Spinner } from '@app/ui';
import { ProfileForm } from '../components/ProfileForm';
import type { ProfileFormValues } from '../model/profile-form';

/** Where the edit page stands: no account, reading the current kind 0, ready to edit, or the read failed. */
export type EditProfileState =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'ready'; initial: ProfileFormValues }
  | { status: 'failed'; message: string };

export interface EditProfileViewProps {
  state: EditProfileState;
  onSave(changes: ProfileFields): Promise<unknown>;
  onRetry(): void;
  /** Picture and banner uploads (the user's default media server). */
  onUpload?(file: File): Promise<string>;
}

/** /settings/profile: the profile form of the signed-in user. */
export function EditProfileView({ state, onSave, onRetry, onUpload }: EditProfileViewProps) {
  return (
    <Page>
      <PageHeader title="Edit profile" />
      {state.status === 'signed-out' && <EmptyState title="Sign in to edit your profile" />}
      {state.status === 'loading' && <Spinner label="Loading profile" />}
      {state.status === 'failed' && <ErrorState title="Could not load your profile" message={state.message} onRetry={onRetry} />}
      {state.status === 'ready' && <ProfileForm initial={state.initial} onSave={onSave} onUpload={onUpload} />}
    </Page>
  );
}
