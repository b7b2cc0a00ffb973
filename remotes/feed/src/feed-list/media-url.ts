import type { NostrEvent } from '@app/core';
import { safeHttpUrl } from '@app/ui/nostr';

const MEDIA_URL = /https?:\/\/[^\s<>"]+?\.(jpe?g|png|gif|webp|avif|mp4|webm|mov|m4v|ogv)(?:[?#][^\s<>"]*)?(?=\s|$)/i;
const VIDEO_EXTENSIONS = new Set(['mp4', 'webm', 'mov', 'm4v', 'ogv']);

export interface MediaRef {
  url: string;
  type: 'image' | 'video';
}

function typeOf(url: string): MediaRef['type'] {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase() ?? '';
  return VIDEO_EXTENSIONS.has(extension) ? 'video' : 'image';
}

/** The first image or video of a note (an imeta url, else an http(s) media link in the text), or null. */
export function firstMedia(event: NostrEvent): MediaRef | null {
  const imeta = event.tags.find((tag) => tag[0] === 'imeta')?.find((part) => part.startsWith('url '));
  const raw = imeta?.slice(4) ?? MEDIA_URL.exec(event.content)?.[0];
  const url = safeHttpUrl(raw);
  return url ? { url, type: typeOf(url) } : null;
}

/** Grid mode shows only notes with an image or video. */
export function mediaNotes(events: NostrEvent[]): Array<{ event: NostrEvent; media: MediaRef }> {
  return events.flatMap((event) => {
    const media = firstMedia(event);
    return media ? [{ event, media }] : [];
  });
}
