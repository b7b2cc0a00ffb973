import type { ChatFile } from '@app/core/chat';
import { safeHttpUrl } from '@app/ui/nostr';
import { EncryptedFile } from './EncryptedFile';
import { fileName, humanSize } from './file-display';
import { FileLink, Image, Note } from './file-styles';
import type { OpenFile } from './useOpenedFile';

/** Props of FileAttachment. */
export interface FileAttachmentProps {
  file: ChatFile | undefined;
  /** Opens an encrypted file (the chat service's openFile). */
  openFile: OpenFile;
  /** Called when an image (or a video) has loaded (the list keeps its bottom in view). */
  onLoad?(): void;
}

/**
 * A kind-15 file message's file. An encrypted one (NIP-17 decryption key and nonce) is opened through `openFile` and
 * shown from its plain bytes; a plain one is an image for an image/* type, else a link. The message's own URL is
 * only ever used when it is http(s).
 */
export function FileAttachment({ file, openFile, onLoad }: FileAttachmentProps) {
  if (file?.decryptionKey && file.nonce) return <EncryptedFile file={file} openFile={openFile} onLoad={onLoad} />;
  const url = safeHttpUrl(file?.url);
  if (!file || !url) return <Note>A file with an unsupported link</Note>;
  if (file.mime?.startsWith('image/') && !file.decryptionKey) {
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
        {file.size && file.size > 0 ? ` (${humanSize(file.size)})` : ''}
      </FileLink>
      {file.decryptionKey && <Note>Encrypted file without its nonce: it cannot be opened</Note>}
    </span>
  );
}
