import styled from '@emotion/styled';
import type { ChatFile } from '@app/core/chat';
import { Button, Spinner } from '@app/ui';
import { fileName, humanSize } from './file-display';
import { FileLink, Image } from './file-styles';
import { useOpenedFile, type OpenFile } from './useOpenedFile';

/** Spec text while an encrypted file is fetched and decrypted. */
export const DECRYPTING_TEXT = 'Decrypting...';

const Pending = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm}px;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
`;

const Video = styled.video`
  display: block;
  max-width: 100%;
  max-height: 320px;
  border-radius: ${(p) => p.theme.radius.md}px;
  background: ${(p) => p.theme.colors.surface};
`;

/** On a surface of its own: red stays readable on the user's accent-coloured bubbles too. */
const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm}px;
  padding: ${(p) => p.theme.spacing.xs}px ${(p) => p.theme.spacing.sm}px;
  border-radius: ${(p) => p.theme.radius.md}px;
  background: ${(p) => p.theme.colors.surface};
`;

const FailureText = styled.span`
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.error};
`;

/** Props of EncryptedFile. */
export interface EncryptedFileProps {
  /** A file with its decryption key and nonce. */
  file: ChatFile;
  openFile: OpenFile;
  /** An image or video has loaded (the list keeps its bottom in view). */
  onLoad?(): void;
}

/**
 * An encrypted kind-15 file, opened (fetched, checked, decrypted) when shown: 'Decrypting...', then the image, the
 * video or a download link from an object URL of its plain bytes; a failure says why and offers Retry.
 */
export function EncryptedFile({ file, openFile, onLoad }: EncryptedFileProps) {
  const opened = useOpenedFile(file, openFile);
  if (opened.state === 'opening') {
    return (
      <Pending>
        <Spinner size={16} label={DECRYPTING_TEXT} />
        <span aria-hidden="true">{DECRYPTING_TEXT}</span>
      </Pending>
    );
  }
  if (opened.state === 'failed') {
    return (
      <Failure>
        <FailureText role="alert">{opened.message}</FailureText>
        <Button type="button" variant="secondary" size="sm" onClick={opened.retry}>
          Retry
        </Button>
      </Failure>
    );
  }
  if (file.mime?.startsWith('image/')) return <Image src={opened.url} alt="Image" decoding="async" onLoad={onLoad} />;
  if (file.mime?.startsWith('video/')) return <Video src={opened.url} controls preload="metadata" onLoadedMetadata={onLoad} />;
  const name = fileName(file.url, { skipHash: true });
  return (
    <FileLink href={opened.url} download={name}>
      Download {name} ({humanSize(opened.size)})
    </FileLink>
  );
}
