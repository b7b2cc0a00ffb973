import type { NostrEvent } from '@app/core';
import { safeHttpUrl } from '../content/safeHttpUrl';
import { cleanTags } from './eventTags';

/** One media entry of an `imeta` tag (NIP-92/68); only http(s) URLs are kept. */
export interface ImetaEntry {
  url: string;
  mime?: string;
  dim?: string;
  blurhash?: string;
  alt?: string;
}

/**
 * An encrypted file (spec 3 §2) is no plain image: one with its key opens from the tags (encryptedFilesOf), and a .bin
 * link without one, unless typed as an image, stays a plain link.
 */
function isEncryptedFile(url: string, fields: ReadonlyMap<string, string>): boolean {
  return fields.has('decryption-key') || (/\.bin$/i.test(new URL(url).pathname) && !fields.get('m')?.startsWith('image/'));
}

/** The `imeta` tags of an event with a usable URL, in order, encrypted files left out. */
export function imetaEntries(event: Pick<NostrEvent, 'tags'>): ImetaEntry[] {
  return cleanTags(event.tags)
    .filter((tag) => tag[0] === 'imeta')
    .map((tag): ImetaEntry | null => {
      const fields = new Map<string, string>();
      for (const part of tag.slice(1)) {
        const space = part.indexOf(' ');
        if (space > 0 && !fields.has(part.slice(0, space))) fields.set(part.slice(0, space), part.slice(space + 1));
      }
      const url = safeHttpUrl(fields.get('url'));
      if (url && isEncryptedFile(url, fields)) return null;
      return url ? { url, mime: fields.get('m'), dim: fields.get('dim'), blurhash: fields.get('blurhash'), alt: fields.get('alt') } : null;
    })
    .filter((entry): entry is ImetaEntry => entry !== null);
}
