import type { ImetaEntry } from '../kinds/imeta';

const IMAGE_PATH = /\.(?:jpe?g|png|gif|webp|avif|apng)$/i;

/** An http(s) URL whose path ends like an image file (query and fragment aside). */
export function isImageUrl(href: string): boolean {
  try {
    return IMAGE_PATH.test(new URL(href).pathname);
  } catch {
    return false;
  }
}

/** The event's imeta entries that are images, by URL: a link to one in the text shows the image there. */
export function imageEntriesByUrl(entries: ImetaEntry[]): ReadonlyMap<string, ImetaEntry> {
  return new Map(entries.filter((entry) => !entry.mime || entry.mime.startsWith('image/')).map((entry) => [entry.url, entry]));
}
