import { lazyComponent } from '@app/ui';
import type { EncryptedFileProps } from './EncryptedFileView';

/**
 * An encrypted file linked from a note (see EncryptedFileView.tsx): rare in a feed, so its view, and then the
 * core's decrypting code, load the first time one shows.
 */
export const EncryptedFile = lazyComponent<EncryptedFileProps>(() =>
  import('./EncryptedFileView').then((module) => module.EncryptedFileView),
);
