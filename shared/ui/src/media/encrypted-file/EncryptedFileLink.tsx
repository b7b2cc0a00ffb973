import type { EncryptedFilesCode } from '@app/core';
import { useMemo } from 'react';
import { AppLink } from '../../content/AppLink';
import type { EncryptedFileLinkProps } from './EncryptedFile';
import { EncryptedFileView } from './EncryptedFileView';

/**
 * The link's viewer, given the core's encrypted-file code: the file its imeta describes (key, name and size all
 * present, spec 3 §5), else the plain external link.
 */
export function encryptedFileLink({ encryptedFilesOf, openEncryptedFile }: EncryptedFilesCode) {
  return function EncryptedFileLink({ href, label, tags, fetch }: EncryptedFileLinkProps) {
    const file = useMemo(() => encryptedFilesOf(tags).get(href), [href, tags]);
    if (!file) return <AppLink href={href}>{label}</AppLink>;
    return <EncryptedFileView file={file} fetch={fetch} openFile={openEncryptedFile} />;
  };
}
