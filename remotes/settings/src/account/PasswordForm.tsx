import { useState, type FormEvent } from 'react';
import { Button, TextInput } from '@app/ui';
import { ACCOUNT_TEXTS } from './account-texts';
import { Fields, Outcome, Row, Section } from './account-styles';
import { passwordChange, passwordFormProblem, type PasswordAction, type PasswordFields } from './password-form';

/** Props of PasswordForm: whether a password is set, and the store's changePassword. */
export interface PasswordFormProps {
  /** A password is set: change (current + new + repeat) or remove it; otherwise set one (new + repeat). */
  passwordProtected: boolean;
  /** The signer store's changePassword: rejects with the core's words ('Wrong password'). */
  onChangePassword(current: string | null, next: string | null): Promise<void>;
}

const EMPTY: PasswordFields = { current: '', next: '', repeat: '' };
type Result = { tone: 'error' | 'success'; text: string };

/** Sets, changes or removes the password that keeps the local key encrypted at rest (NIP-49). */
export function PasswordForm({ passwordProtected, onChangePassword }: PasswordFormProps) {
  const [fields, setFields] = useState(EMPTY);
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState<PasswordAction | null>(null);

  const send = async (action: PasswordAction) => {
    const problem = passwordFormProblem(action, fields);
    if (problem) return setResult({ tone: 'error', text: problem });
    setBusy(action);
    setResult(null);
    try {
      await onChangePassword(...passwordChange(action, fields));
      setFields(EMPTY);
      setResult({ tone: 'success', text: ACCOUNT_TEXTS.done[action] });
    } catch (error) {
      setResult({ tone: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(null);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(passwordProtected ? 'change' : 'set');
  };
  const field = (name: keyof PasswordFields, label: string) => (
    <TextInput
      label={label}
      type="password"
      autoComplete={name === 'current' ? 'current-password' : 'new-password'}
      value={fields[name]}
      onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
    />
  );

  return (
    <Section aria-label={ACCOUNT_TEXTS.passwordHeading}>
      <h2>{ACCOUNT_TEXTS.passwordHeading}</h2>
      <p>{passwordProtected ? ACCOUNT_TEXTS.passwordSet : ACCOUNT_TEXTS.passwordNone}</p>
      <Fields onSubmit={submit} noValidate>
        {passwordProtected && field('current', ACCOUNT_TEXTS.currentPassword)}
        {field('next', ACCOUNT_TEXTS.newPassword)}
        {field('repeat', ACCOUNT_TEXTS.repeatPassword)}
        {result && (
          <Outcome role={result.tone === 'error' ? 'alert' : 'status'} $tone={result.tone}>
            {result.text}
          </Outcome>
        )}
        <Row>
          <Button type="submit" variant="primary" loading={busy === 'set' || busy === 'change'} disabled={busy !== null}>
            {passwordProtected ? ACCOUNT_TEXTS.changePassword : ACCOUNT_TEXTS.setPassword}
          </Button>
          {passwordProtected && (
            <Button type="button" variant="danger" loading={busy === 'remove'} disabled={busy !== null} onClick={() => void send('remove')}>
              {ACCOUNT_TEXTS.removePassword}
            </Button>
          )}
        </Row>
      </Fields>
    </Section>
  );
}
