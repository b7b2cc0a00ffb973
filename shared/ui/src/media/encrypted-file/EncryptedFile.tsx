import { loadEncryptedFiles, type FileFetch, type NostrEvent } from '@app/core';
import { lazyComponent } from '@app/ui';
import { AppLink } from '../../content/AppLink';

export interface EncryptedFileLinkProps {
  /** The link, an http(s) URL ending in .bin. */
  href: string;
  /** The link's text, shown while the viewer loads and when the note's imeta does not describe the file. */
  label: string;
  /** The note's tags: the imeta with the file's key, name and size. */
  tags?: NostrEvent['tags'];
  /** Injected in stories; the global fetch by default. */
  fetch?: FileFetch;
}

const isDecryptionKeyImeta = (tag: unknown) =>
  Array.isArray(tag) && tag[0] === 'imeta' && tag.some((part) => typeof part === 'string' && part.startsWith('decryption-key '));

/** A .bin link in a note with a decryption key in an imeta: worth loading the viewer for, which decides the rest. */
export function mayBeEncryptedFile(href: string, tags: NostrEvent['tags'] | undefined): boolean {
  return /\.bin$/i.test(new URL(href).pathname) && Array.isArray(tags) && tags.some(isDecryptionKeyImeta);
}

/**
 * An encrypted file linked from a note (spec 3 §2, see EncryptedFileLink.tsx). Rare in a feed: the viewer and the
 * core's imeta reading and decrypting load the first time one shows, the plain link standing in meanwhile.
 */
export const EncryptedFile = lazyComponent<EncryptedFileLinkProps>(
  () => Promise.all([import('./EncryptedFileLink'), loadEncryptedFiles()]).then(([view, code]) => view.encryptedFileLink(code)),
  ({ href, label }) => <AppLink href={href}>{label}</AppLink>,
);
