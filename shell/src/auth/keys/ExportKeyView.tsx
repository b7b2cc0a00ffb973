import { useState, type FormEvent } from 'react';
import { SIGNER_ERRORS } from '@app/core';
import { Button, Modal, TextInput } from '@app/ui';
import { FormError } from '../FormError';
import { KEYS_TEXTS, NCRYPTSEC_FILE_NAME } from './keys-texts';
import { KeyActions, KeyForm } from './keys-styles';
import { ShownKey } from './ShownKey';
import { useKeyRequest } from './useKeyRequest';

/** Props of ExportKeyView: whether a password is set, and the export call. */
export interface ExportKeyViewProps {
  /** A password is set: the export is encrypted with it (asked once); otherwise a new one is asked twice. */
  passwordProtected: boolean;
  /** Resolves to the ncryptsec (the shell's call to @app/core/keys); rejects with 'Wrong password'. */
  exportKey(password: string): Promise<string>;
  onClose(): void;
}

/** Why the export's password cannot be used, or '' when it can. */
export function exportPasswordProblem(passwordProtected: boolean, password: string, repeat: string): string {
  if (!password) return SIGNER_ERRORS.passwordEmpty;
  return passwordProtected || password === repeat ? '' : SIGNER_ERRORS.passwordMismatch;
}

/** 'Export encrypted key': a password (and its repeat), then the NIP-49 ncryptsec with Copy and Download. */
export function ExportKeyView({ passwordProtected, exportKey, onClose }: ExportKeyViewProps) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const request = useKeyRequest();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = exportPasswordProblem(passwordProtected, password, repeat);
    if (problem) return request.fail(problem);
    void request.run(() => exportKey(password));
  };
  return (
    <Modal title={KEYS_TEXTS.exportTitle} onClose={onClose}>
      {request.result ? (
        <ShownKey label={KEYS_TEXTS.ncryptsecLabel} value={request.result} downloadName={NCRYPTSEC_FILE_NAME} onDone={onClose} />
      ) : (
        <KeyForm onSubmit={submit} noValidate>
          <p>{passwordProtected ? KEYS_TEXTS.exportWithAccountPassword : KEYS_TEXTS.exportIntro}</p>
          <TextInput
            label={passwordProtected ? KEYS_TEXTS.accountPassword : KEYS_TEXTS.exportPassword}
            type="password"
            autoComplete={passwordProtected ? 'current-password' : 'new-password'}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {!passwordProtected && (
            <TextInput label={KEYS_TEXTS.repeatPassword} type="password" autoComplete="new-password" value={repeat} onChange={(event) => setRepeat(event.target.value)} />
          )}
          <FormError>{request.error}</FormError>
          <KeyActions>
            <Button type="button" variant="secondary" onClick={onClose}>
              {KEYS_TEXTS.cancel}
            </Button>
            <Button type="submit" variant="primary" loading={request.busy}>
              {KEYS_TEXTS.exportAction}
            </Button>
          </KeyActions>
        </KeyForm>
      )}
    </Modal>
  );
}
