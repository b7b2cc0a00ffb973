import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from '@app/ui';
import { profilePath, type ProfileFields } from '@app/core';
import { useCore, useSessionPubkey } from '@app/ui';
import { PROFILE_SAVED, formValuesFrom } from '../model/profile-form';
import { EditProfileView, type EditProfileState } from '../views/EditProfileView';

/** /settings/profile: loads the newest own kind 0, publishes the changed fields, then shows the own profile. */
export default function EditProfilePage() {
  const core = useCore();
  const viewer = useSessionPubkey();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<{ viewer: string; state: EditProfileState } | null>(null);

  const load = useCallback(() => {
    if (!viewer) return;
    setLoaded({ viewer, state: { status: 'loading' } });
    core.social.ownProfileFields().then(
      (content) => setLoaded({ viewer, state: { status: 'ready', initial: formValuesFrom(content) } }),
      (error: Error) => setLoaded({ viewer, state: { status: 'failed', message: error.message } }),
    );
  }, [core, viewer]);
  useEffect(load, [load]);

  const state: EditProfileState =
    viewer === null
      ? { status: 'signed-out' }
      : viewer && loaded?.viewer === viewer
      ? loaded.state
      : { status: 'loading' };

  const save = async (changes: ProfileFields) => {
    if (!viewer) return;
    if (Object.keys(changes).length > 0) {
      await core.social.updateProfile(changes);
      core.bus.publish({ type: 'toast', kind: 'success', message: PROFILE_SAVED });
    }
    navigate(profilePath(viewer));
  };
  const upload = async (file: File) => (await core.uploads.upload(file)).url;
  return <EditProfileView state={state} onSave={save} onRetry={load} onUpload={upload} />;
}
