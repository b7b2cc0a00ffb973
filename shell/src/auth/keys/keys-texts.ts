/** Texts of the key dialogs (show the nsec, export the ncryptsec). */
export const KEYS_TEXTS = {
  revealTitle: 'Your secret key',
  exportTitle: 'Export encrypted key',
  confirmShow: 'Anyone with this key controls your account. Show it?',
  show: 'Show key',
  exportAction: 'Export',
  accountPassword: 'Your password',
  exportPassword: 'Password for the file',
  repeatPassword: 'Repeat the password',
  exportIntro: 'The key is encrypted with a password (NIP-49). Keep the file and the password: both are needed to sign in.',
  exportWithAccountPassword: 'The key is encrypted with your password (NIP-49). Keep the file: with your password it signs you in anywhere.',
  nsecLabel: 'Secret key (nsec)',
  ncryptsecLabel: 'Encrypted key (ncryptsec)',
  keepSecret: 'Never share it: whoever has it controls your account.',
  copy: 'Copy',
  copied: 'Copied',
  download: 'Download',
  cancel: 'Cancel',
  done: 'Done',
} as const;

/** Name of the downloaded ncryptsec file. */
export const NCRYPTSEC_FILE_NAME = 'nostr-key.ncryptsec.txt';
