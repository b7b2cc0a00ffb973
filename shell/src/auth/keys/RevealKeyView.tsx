import { useState, type FormEvent } from 'react';
import { Button, Modal, TextInput } from '@app/ui';
import { FormError } from '../FormError';
import { KEYS_TEXTS } from './keys-texts';
import { KeyActions, KeyForm } from './keys-styles';
import { ShownKey } from './ShownKey';
import { useKeyRequest } from './useKeyRequest';

/** Props of RevealKeyView: whether a password is set, and the reveal call. */
export interface RevealKeyViewProps {
  /** A password is set: it is asked for; otherwise the user confirms. */
  passwordProtected: boolean;
  /** Resolves to the nsec (the shell's call to @app/core/keys); rejects with 'Wrong password'. */
  reveal(password: string | null): Promise<string>;
  onClose(): void;
}

/** 'Show secret key': the password (or a confirm when none is set), then the nsec with Copy. */
export function RevealKeyView({ passwordProtected, reveal, onClose }: RevealKeyViewProps) {
  const [password, setPassword] = useState('');
  const request = useKeyRequest();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void request.run(() => reveal(passwordProtected ? password : null));
  };
  return (
    <Modal title={KEYS_TEXTS.revealTitle} onClose={onClose}>
      {request.result ? (
        <ShownKey label={KEYS_TEXTS.nsecLabel} value={request.result} onDone={onClose} />
      ) : (
        <KeyForm onSubmit={submit}>
          {passwordProtected ? (
            <TextInput label={KEYS_TEXTS.accountPassword} type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          ) : (
            <p>{KEYS_TEXTS.confirmShow}</p>
          )}
          <FormError>{request.error}</FormError>
          <KeyActions>
            <Button type="button" variant="secondary" onClick={onClose}>
              {KEYS_TEXTS.cancel}
            </Button>
            <Button type="submit" variant="danger" loading={request.busy} disabled={passwordProtected && !password}>
              {KEYS_TEXTS.show}
            </Button>
          </KeyActions>
        </KeyForm>
      )}
    </Modal>
  );
}
