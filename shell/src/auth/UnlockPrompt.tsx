import { useState, type FormEvent } from 'react';
import { Button, TextInput, useCore, useObservable } from '@app/ui';
import type { CurrentUser } from '@app/core';
import { errorText } from './auth-actions';

/**
 * A password-protected key (NIP-49) is locked after a reload: this bar asks for the password once per session.
 * 'Not now' keeps reading possible; signing waits for the unlock.
 */
export function UnlockPrompt() {
  const core = useCore();
  const user = useObservable(core.session$, null as CurrentUser | null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  if (!user?.locked || dismissed) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await (await core.signer()).unlock(password);
      setPassword('');
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form aria-label="Unlock your key" onSubmit={submit} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 8, padding: 12, borderBottom: '1px solid rgba(127,127,127,.3)' }}>
      <div style={{ flex: 1, minWidth: 200 }}>
        <TextInput label="Password to unlock your key" type="password" value={password} error={error || undefined} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
      </div>
      <Button type="submit" variant="primary" disabled={busy || !password}>
        Unlock
      </Button>
      <Button type="button" variant="ghost" onClick={() => setDismissed(true)}>
        Not now
      </Button>
    </form>
  );
}
