import type { EncryptedFileMeta, EncryptedFilesCode, FileFetch } from '@app/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 3 §4 'Encrypted file view': idle, decrypting (with percent for chunked files), shown, error. */
export type EncryptedFileState =
  | { status: 'idle' }
  | { status: 'decrypting'; percent: number | null }
  | { status: 'shown'; objectUrl: string }
  | { status: 'error'; message: string };

/** One attempt at opening the file: aborted, and its object URL revoked, on unmount. */
interface Attempt {
  controller: AbortController;
  result: Promise<string | null>;
  objectUrl: string | null;
}

const SPEC_TEXT = /^(?:Failed to (?:fetch index file|fetch chunk \d+|fetch encrypted file|decrypt file)|Missing decryption key for index file)$/;

/** The spec 3 §8 text the core rejected with; anything else (e.g. the code failing to load) reads as a failed decrypt. */
const errorText = (error: unknown) => (error instanceof Error && SPEC_TEXT.test(error.message) ? error.message : 'Failed to decrypt file');

const IDLE: EncryptedFileState = { status: 'idle' };

export interface EncryptedFileOptions {
  openFile: EncryptedFilesCode['openEncryptedFile'];
  fetch?: FileFetch;
  /** The decrypted blob's media type. */
  blobType: string;
  /** Inline images and videos open as soon as they show; downloads wait for a click. */
  autoOpen: boolean;
}

/** The file's state, and `open()`, which decrypts it once and resolves to its object URL (null on failure). */
export function useEncryptedFile(file: EncryptedFileMeta, { openFile, fetch, blobType, autoOpen }: EncryptedFileOptions) {
  const [state, setState] = useState<EncryptedFileState>(autoOpen ? { status: 'decrypting', percent: null } : IDLE);
  const attempt = useRef<Attempt | null>(null);

  const open = useCallback((): Promise<string | null> => {
    if (attempt.current) return attempt.current.result;
    const controller = new AbortController();
    const live = () => !controller.signal.aborted;
    const chunked = Boolean(file.chunkSize);
    setState({ status: 'decrypting', percent: chunked ? 0 : null });
    const onProgress = chunked ? (percent: number) => live() && setState({ status: 'decrypting', percent }) : undefined;
    const current: Attempt = { controller, objectUrl: null, result: Promise.resolve(null) };
    current.result = openFile(file, { fetch, signal: controller.signal, onProgress }).then(
      (bytes) => {
        if (!live()) return null;
        current.objectUrl = URL.createObjectURL(new Blob([bytes as BlobPart], { type: blobType }));
        setState({ status: 'shown', objectUrl: current.objectUrl });
        return current.objectUrl;
      },
      (error: unknown) => {
        if (!live()) return null;
        attempt.current = null; // a click tries again
        setState({ status: 'error', message: errorText(error) });
        return null;
      },
    );
    attempt.current = current;
    return current.result;
  }, [file, openFile, fetch, blobType]);

  useEffect(() => {
    if (autoOpen) void open();
    else setState((previous) => (previous.status === 'idle' ? previous : IDLE));
    return () => {
      const ended = attempt.current;
      attempt.current = null;
      ended?.controller.abort();
      if (ended?.objectUrl) URL.revokeObjectURL(ended.objectUrl);
    };
  }, [open, autoOpen]);

  return { state, open };
}
