import styled from '@emotion/styled';
import type { ChatFile } from '@app/core/chat';
import { safeHttpUrl } from '@app/ui/nostr';

const Image = styled.img`
  display: block;
  max-width: 100%;
  max-height: 320px;
  border-radius: ${(p) => p.theme.radius.md}px;
  background: ${(p) => p.theme.colors.surface};
`;

const FileLink = styled.a`
  color: inherit;
  text-decoration: underline;
  overflow-wrap: anywhere;
`;

const Note = styled.span`
  display: block;
  font-size: ${(p) => p.theme.fontSizes.xs}px;
  opacity: 0.85;
`;

/** The file's name from its URL's last path segment ('file' when it has none). */
function fileName(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').filter(Boolean).pop() ?? '') || 'file';
  } catch {
    return 'file';
  }
}

function sizeLabel(bytes: number | undefined): string {
  if (!bytes || bytes < 0) return '';
  if (bytes < 1024) return ` (${bytes} B)`;
  if (bytes < 1024 * 1024) return ` (${Math.round(bytes / 1024)} KB)`;
  return ` (${(bytes / 1024 / 1024).toFixed(1)} MB)`;
}

export interface FileAttachmentProps {
  file: ChatFile | undefined;
  /** Called when an image has loaded (the list keeps its bottom in view). */
  onLoad?(): void;
}

/**
 * A kind-15 file message's file: an image shown for an image/* type, else a link. An encrypted file (NIP-17 with a
 * decryption key) cannot be shown from its URL, so it is a link too; a non-http(s) URL is never used.
 */
export function FileAttachment({ file, onLoad }: FileAttachmentProps) {
  const url = safeHttpUrl(file?.url);
  if (!file || !url) return <Note>A file with an unsupported link</Note>;
  const encrypted = Boolean(file.decryptionKey);
  if (file.mime?.startsWith('image/') && !encrypted) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer nofollow ugc">
        <Image src={url} alt={`Image ${fileName(url)}`} loading="lazy" decoding="async" referrerPolicy="no-referrer" onLoad={onLoad} />
      </a>
    );
  }
  return (
    <span>
      <FileLink href={url} target="_blank" rel="noopener noreferrer nofollow ugc" download>
        {fileName(url)}
        {sizeLabel(file.size)}
      </FileLink>
      {encrypted && <Note>Encrypted file: this app cannot open it yet</Note>}
    </span>
  );
}
