import type { NostrEvent } from '@app/core';
import { safeHttpUrl } from '@app/ui/nostr';

/** Spec 2 §9: the modal holds a window of at most 200 media. */
export const MODAL_MEDIA_WINDOW = 200;

const MEDIA_LINK = /https?:\/\/[^\s<>"]+?\.(?:jpe?g|png|gif|webp|avif|mp4|webm|mov|m4v|ogv)(?:[?#][^\s<>"]*)?(?=\s|$)/gi;
const VIDEO_EXTENSION = /\.(?:mp4|webm|mov|m4v|ogv)$/i;

/** One image or video of a note, with what its imeta tag says about it. */
export interface MediaItem {
  url: string;
  type: 'image' | 'video';
  event: NostrEvent;
  blurhash?: string;
  width?: number;
  height?: number;
  alt?: string;
}

/** The fields of an imeta tag ('url …', 'blurhash …', 'dim WxH', 'm video/mp4', 'alt …'). */
function imetaFields(tag: string[]): Map<string, string> {
  return new Map(tag.slice(1).map((part) => [part.slice(0, part.indexOf(' ')), part.slice(part.indexOf(' ') + 1)]));
}

function typeOf(url: string, mime?: string): MediaItem['type'] {
  if (mime) return mime.startsWith('video/') ? 'video' : 'image';
  return VIDEO_EXTENSION.test(new URL(url).pathname) ? 'video' : 'image';
}

function fromImeta(event: NostrEvent, tag: string[]): MediaItem | null {
  const fields = imetaFields(tag);
  const url = safeHttpUrl(fields.get('url'));
  if (!url) return null;
  const [width, height] = (fields.get('dim') ?? '').split('x').map(Number);
  const item: MediaItem = { url, type: typeOf(url, fields.get('m')), event };
  if (fields.get('blurhash')) item.blurhash = fields.get('blurhash');
  if (width > 0 && height > 0) Object.assign(item, { width, height });
  if (fields.get('alt')) item.alt = fields.get('alt');
  return item;
}

/** Every image and video of a note: imeta entries first, then media links in the text (no repeats). */
export function noteMedia(event: NostrEvent): MediaItem[] {
  const items = event.tags.filter((tag) => tag[0] === 'imeta').flatMap((tag) => fromImeta(event, tag) ?? []);
  const seen = new Set(items.map((item) => item.url));
  for (const raw of event.content.match(MEDIA_LINK) ?? []) {
    const url = safeHttpUrl(raw);
    if (url && !seen.has(url)) {
      seen.add(url);
      items.push({ url, type: typeOf(url), event });
    }
  }
  return items;
}

/** The media the modal pages through when `events[eventIndex]` is opened: at most 200, around the opened one. */
export function modalMedia(events: NostrEvent[], eventIndex: number): { items: MediaItem[]; index: number } {
  const all = events.flatMap(noteMedia);
  const opened = Math.max(all.findIndex((item) => item.event.id === events[eventIndex]?.id), 0);
  const start = Math.min(Math.max(opened - Math.floor(MODAL_MEDIA_WINDOW / 2), 0), Math.max(all.length - MODAL_MEDIA_WINDOW, 0));
  return { items: all.slice(start, start + MODAL_MEDIA_WINDOW), index: opened - start };
}
