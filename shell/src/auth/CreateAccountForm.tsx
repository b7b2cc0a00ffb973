import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, TextInput } from '@app/ui';
import { FormError } from './FormError';
import { errorText, type AuthActions } from './auth-actions';

export interface CreateAccountFormProps {
  actions: AuthActions;
  /** Publishes the new profile (kind 0) and follow list (kind 3). */
  publishProfile(name: string): Promise<void>;
  onDone(): void;
  /** True while the new key is on screen for saving (the dialog locks its other tabs). */
  onSavingKey?(saving: boolean): void;
}

/** Name → new key → the nsec shown once with Copy and an "I saved my key" step → profile published. */
export function CreateAccountForm({ actions, publishProfile, onDone, onSavingKey }: CreateAccountFormProps) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // The backup nsec lives only while the "save this" step is on screen, then it is dropped.
  const [backup, setBackup] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const nameRef = useRef(name);
  const savingKey = backup !== null;
  useEffect(() => onSavingKey?.(savingKey), [onSavingKey, savingKey]);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Please enter a name.');
    setBusy(true);
    setError('');
    try {
      nameRef.current = name.trim();
      const account = await actions.createAccount(password ? { password } : undefined);
      setPassword('');
      setBackup(account.backupNsec);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const finish = async () => {
    actions.confirmKeyBackup();
    setBackup(null);
    setBusy(true);
    try {
      await publishProfile(nameRef.current);
    } catch (e) {
      console.warn('Publishing the new profile failed', errorText(e));
    } finally {
      setBusy(false);
      onDone();
    }
  };

  if (backup !== null) {
    return (
      <div>
        <h3 style={{ margin: '0 0 8px' }}>Save this key</h3>
        <p>
          <strong>Save this key now.</strong> It is your password to this account, it is shown only once, and no one can recover it for
          you.
        </p>
        <code data-testid="backup-nsec" style={{ display: 'block', wordBreak: 'break-all', userSelect: 'all', padding: 8 }}>
          {backup}
        </code>
        <Button
          type="button"
          onClick={() => void navigator.clipboard?.writeText(backup).then(() => setCopied(true), () => setCopied(false))}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <label style={{ display: 'flex', gap: 8, margin: '12px 0' }}>
          <input type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />I saved my key
        </label>
        <Button type="button" variant="primary" disabled={!saved || busy} onClick={() => void finish()}>
          Continue
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={create} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <TextInput label="Name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="nickname" />
      <TextInput label="Password (optional)" type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" />
      <FormError>{error}</FormError>
      <Button type="submit" variant="primary" disabled={busy}>
        Create account
      </Button>
    </form>
  );
}
