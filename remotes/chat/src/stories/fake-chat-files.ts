import type { ChatFile } from '@app/core/chat';

/** A real 160×100 PNG (a purple sky, a green field, a yellow sun): what the fake's encrypted images open to. */
export const STORY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAKAAAABkCAIAAACO1KzYAAAA8klEQVR42u3bQRGAMAxFwRoDIXjACnpwgQsccMcBnPoDnZ15Crq3NGnrcmrgmicALMACLMACLMACDFiABViABViAP9G1T88BHpa2kBlwVDdvDDhKm2cGXKMbMwYMWH10M8aAK3UDxoABq6dub2PAgAUYMGDAgAEDBgwYMGDAAgwYMGOzaMCA/QcDttEBGLBsVcpeNGOXDW6TAAuwAAswYAEWYAEWYAEWYMACLMACLMACrBfg+dg0cIABC7AAC7AAC7AAAxZgARZgARZgAQYswAIswAIswAIswIAFWIAFWIAFWIABC7AAC7AAC7AAAxZg/bQbhZGmn1idh3QAAAAASUVORK5CYII=';

/** The story PNG as a data URL (the `url` of a file the fake sends). */
export const STORY_PNG_DATA_URL = `data:image/png;base64,${STORY_PNG_BASE64}`;

/** The biggest blob the fake makes for a non-image file (its size stands in for the file's). */
const MAX_FAKE_BYTES = 8 * 1024 * 1024;

/** The story PNG's bytes as a Blob. */
export function storyPng(): Blob {
  return new Blob([Uint8Array.from(atob(STORY_PNG_BASE64), (char) => char.charCodeAt(0))], { type: 'image/png' });
}

/** What opening `file` gives in the fake: the story PNG for an image, else `size` zero bytes of its type. */
export function openedBlob(file: ChatFile): Blob {
  if (file.mime?.startsWith('image/')) return storyPng();
  return new Blob([new Uint8Array(Math.min(file.size ?? 2048, MAX_FAKE_BYTES))], { type: file.mime ?? 'application/octet-stream' });
}

let sent = 0;

/** The kind-15 file the fake stores for a sent File: encrypted (key and nonce), its URL the story PNG's data URL. */
export function sentChatFile(file: File): ChatFile {
  sent += 1;
  const hex = (byte: number, bytes: number) => byte.toString(16).padStart(2, '0').repeat(bytes);
  return {
    url: STORY_PNG_DATA_URL,
    mime: file.type || undefined,
    decryptionKey: hex(sent % 256, 32),
    nonce: hex(sent % 256, 12),
    algorithm: 'aes-gcm',
    sha256: hex((sent + 1) % 256, 32),
    size: file.size + 16,
  };
}

/** The fake's file behaviour (part of FakeChatOptions). */
export interface FakeFileOptions {
  /** sendFile() fails with this text (an upload error, say). */
  sendFileError?: string;
  /** How long sendFile() takes (ms): encrypting and uploading. */
  sendFileMs?: number;
  /** openFile() fails with this text ('Failed to fetch encrypted file' or 'Failed to decrypt file'). */
  openFileError?: string;
  /** How many openFile() calls fail with `openFileError` before one succeeds (all of them by default). */
  openFileFailures?: number;
  /** openFile() never settles (the file stays 'Decrypting...'). */
  openFilePending?: boolean;
  /** How long openFile() takes (ms). */
  openFileMs?: number;
}

/** The fake's openFile: fails, stays pending or gives openedBlob() as its options say; reset() forgets the failures. */
export function fakeFileOpener({ openFileError, openFileFailures = Infinity, openFilePending = false, openFileMs = 150 }: FakeFileOptions) {
  let failures = 0;
  return {
    async openFile(file: ChatFile): Promise<Blob> {
      if (openFilePending) return new Promise<Blob>(() => {});
      await new Promise((resolve) => setTimeout(resolve, openFileMs));
      if (openFileError && failures < openFileFailures) {
        failures += 1;
        throw new Error(openFileError);
      }
      return openedBlob(file);
    },
    reset: () => void (failures = 0),
  };
}
