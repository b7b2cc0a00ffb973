import type { LoginMethod } from '@app/core';

/** Texts of the Account settings page. */
export const ACCOUNT_TEXTS = {
  title: 'Account',
  signedOut: 'You are not signed in',
  signedOutHint: 'Sign in to see your keys, your signer and your password.',
  signIn: 'Sign in',
  signerHeading: 'Signed in with',
  remoteSignerRelays: 'Relays of the remote signer',
  remoteSignerKey: 'Remote signer',
  publicKeyHeading: 'Public key',
  copy: 'Copy',
  copied: 'Copied',
  secretKeyHeading: 'Secret key',
  secretKeyHint: 'Your key signs everything you publish. Keep a copy somewhere safe; never share it.',
  showKey: 'Show secret key',
  exportKey: 'Export encrypted key (ncryptsec)',
  passwordHeading: 'Password',
  /** Where the key is without a password (issue 24 point 7: the user is told where it is kept). */
  passwordNone:
    "No password is set: the key is kept unencrypted in this browser's local storage, where any code running in this app can read it. Set a password to keep it encrypted (NIP-49).",
  passwordSet: 'A password protects the key in this browser (NIP-49): it is asked for after a reload.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  repeatPassword: 'Repeat the new password',
  setPassword: 'Set password',
  changePassword: 'Change password',
  removePassword: 'Remove password',
  currentEmpty: 'Enter your current password.',
  done: { set: 'Password set.', change: 'Password changed.', remove: 'Password removed.' },
  logOut: 'Log out',
} as const;

/** How each login method is named on the page. */
export const SIGNER_LABELS: Record<LoginMethod, string> = {
  privateKey: 'Local key',
  nip07: 'Browser extension (NIP-07)',
  nip46: 'Remote signer (NIP-46)',
};
