import { useEffect, useRef, useState } from 'react';
import type { ChatService, SendOptions } from '@app/core/chat';

/** The biggest file the composer sends (bytes). */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;
/** Said at once for a bigger file. */
export const FILE_TOO_LARGE = 'Files up to 100 MB';

/** What useSendFile sends with and to. */
export interface SendFileOptions {
  service: ChatService;
  sessionId: string;
  /** What the file is sent with when chosen: the message answered, a new subject. */
  options: SendOptions;
  /** The file was sent with these options (the reply target and the new subject can be cleared). */
  onSent?(options: SendOptions): void;
}

/** A file being sent (its name), and why the last one was not. */
export interface FileSending {
  sending: string | null;
  error: string | null;
  sendFile(file: File): void;
}

/**
 * Sends a chosen file through the service (encrypting and uploading take a while: `sending` names it meanwhile);
 * a file over 100 MB is refused at once, a failure keeps the reason.
 */
export function useSendFile({ service, sessionId, options, onSent }: SendFileOptions): FileSending {
  const [sending, setSending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);

  const sendFile = (file: File) => {
    if (file.size > MAX_FILE_BYTES) return setError(FILE_TOO_LARGE);
    setError(null);
    setSending(file.name);
    service.sendFile(sessionId, file, options).then(
      () => {
        if (!mounted.current) return;
        setSending(null);
        onSent?.(options);
      },
      (failure: unknown) => {
        if (!mounted.current) return;
        setSending(null);
        setError(`Not sent: ${failure instanceof Error ? failure.message : String(failure)}`);
      },
    );
  };
  return { sending, error, sendFile };
}
