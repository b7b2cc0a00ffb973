import { Button } from '@app/ui';
import type { EncryptedFileMeta, EncryptedFilesCode, FileFetch } from '@app/core';
import { useState } from 'react';
import { blobTypeOf, displayFileName, fileKindOf, formatFileSize } from './fileDisplay';
import {
  DecryptedImage,
  DecryptedVideo,
  DownloadRow,
  ErrorText,
  FileBox,
  Muted,
  ProgressFill,
  ProgressTrack,
} from './encryptedFileStyles';
import { useEncryptedFile, type EncryptedFileState } from './useEncryptedFile';

export interface EncryptedFileViewProps {
  /** The note's imeta for the link (see encryptedFilesOf in @app/core). */
  file: EncryptedFileMeta;
  /** The core's fetch-and-decrypt (loaded with the view). */
  openFile: EncryptedFilesCode['openEncryptedFile'];
  /** Injected in stories; the global fetch by default. */
  fetch?: FileFetch;
}

export const VIDEO_UNSUPPORTED = 'Your browser cannot play this video.';

/** "Decrypting...", with a bar and the percent done when the file comes in chunks. */
function Decrypting({ percent }: { percent: number | null }) {
  return (
    <>
      <Muted role="status">Decrypting...{percent === null ? '' : ` ${percent}%`}</Muted>
      {percent !== null && (
        <ProgressTrack role="progressbar" aria-label="Decrypting" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <ProgressFill style={{ width: `${percent}%` }} />
        </ProgressTrack>
      )}
    </>
  );
}

/** Saves the decrypted file under its (cleaned) name. */
function save(objectUrl: string, name: string) {
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** A video with controls; when the browser cannot play it, a message says so in its place. */
function DecryptedVideoPlayer({ src }: { src: string }) {
  const [unsupported, setUnsupported] = useState(false);
  return (
    <>
      <DecryptedVideo src={src} controls preload="metadata" hidden={unsupported} onError={() => setUnsupported(true)}>
        {VIDEO_UNSUPPORTED}
      </DecryptedVideo>
      {unsupported && <Muted>{VIDEO_UNSUPPORTED}</Muted>}
    </>
  );
}

function InlineMedia({ kind, state, name }: { kind: 'image' | 'video'; state: EncryptedFileState; name: string }) {
  if (state.status !== 'shown') return null;
  return kind === 'image' ? <DecryptedImage src={state.objectUrl} alt={name} /> : <DecryptedVideoPlayer src={state.objectUrl} />;
}

/**
 * An encrypted file linked from a note (spec 3 §2): a single image or video is fetched, decrypted and shown inline
 * (at most 400 px high); other and chunked files wait behind "Download {file name}" and its size, then save. Its
 * name is shown as text only, without bidi or control characters; the object URL is revoked on unmount.
 */
export function EncryptedFileView({ file, openFile, fetch }: EncryptedFileViewProps) {
  const kind = fileKindOf(file);
  const name = displayFileName(file.name);
  const { state, open } = useEncryptedFile(file, { openFile, fetch, blobType: blobTypeOf(file, kind), autoOpen: kind !== 'download' });
  const download = async () => {
    const objectUrl = await open();
    if (objectUrl) save(objectUrl, name);
  };
  return (
    <FileBox data-testid="encrypted-file" data-state={state.status}>
      {kind === 'download' ? (
        <DownloadRow>
          <Button variant="secondary" size="sm" disabled={state.status === 'decrypting'} onClick={() => void download()}>
            Download <bdi>{name}</bdi>
          </Button>
          <Muted>{formatFileSize(file.size)}</Muted>
        </DownloadRow>
      ) : (
        <InlineMedia kind={kind} state={state} name={name} />
      )}
      {state.status === 'decrypting' && <Decrypting percent={state.percent} />}
      {state.status === 'error' && <ErrorText role="alert">{state.message}</ErrorText>}
    </FileBox>
  );
}
