import { useCallback, useEffect, useRef, useState } from 'react';
import { FILE_ERRORS, type ChatFile } from '@app/core/chat';

/** Fetches, checks and decrypts a file (the chat service's openFile). */
export type OpenFile = (file: ChatFile) => Promise<Blob>;

/** An encrypted file while it opens, once open (an object URL of its plain bytes), or why it could not open. */
export type OpenedFile =
  | { state: 'opening' }
  | { state: 'open'; url: string; size: number }
  | { state: 'failed'; message: string };

const failureText = (failure: unknown) => (failure instanceof Error && failure.message ? failure.message : FILE_ERRORS.fetch);

/**
 * Opens an encrypted file with `open` once per file (not per render: messages are re-read often) and again on
 * `retry()`; its object URL is revoked when the file changes or the component unmounts.
 */
export function useOpenedFile(file: ChatFile, open: OpenFile): OpenedFile & { retry(): void } {
  const [opened, setOpened] = useState<OpenedFile>({ state: 'opening' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ file, open });
  useEffect(() => {
    latest.current = { file, open };
  });
  const key = [file.url, file.decryptionKey, file.nonce, file.sha256, file.mime].join('\n');

  useEffect(() => {
    let live = true;
    let url: string | undefined;
    setOpened({ state: 'opening' });
    latest.current.open(latest.current.file).then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setOpened({ state: 'open', url, size: blob.size });
      },
      (failure: unknown) => live && setOpened({ state: 'failed', message: failureText(failure) }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...opened, retry };
}
