import { SIGNER_ERRORS } from '@app/core';
import { ACCOUNT_TEXTS } from './account-texts';

/** What the password form does: set a first password, change it, or remove it. */
export type PasswordAction = 'set' | 'change' | 'remove';

/** The form's fields; `current` is unused when no password is set. */
export interface PasswordFields {
  current: string;
  next: string;
  repeat: string;
}

/** Why the form cannot be sent for this action, or '' when it can (the core then checks the current password). */
export function passwordFormProblem(action: PasswordAction, fields: PasswordFields): string {
  if (action !== 'set' && !fields.current) return ACCOUNT_TEXTS.currentEmpty;
  if (action === 'remove') return '';
  if (!fields.next) return SIGNER_ERRORS.passwordEmpty;
  return fields.next === fields.repeat ? '' : SIGNER_ERRORS.passwordMismatch;
}

/** The arguments of `changePassword(current, next)` for this action. */
export function passwordChange(action: PasswordAction, fields: PasswordFields): [current: string | null, next: string | null] {
  return [action === 'set' ? null : fields.current, action === 'remove' ? null : fields.next];
}
