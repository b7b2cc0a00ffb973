import type { NostrEvent } from '@app/core';
import { cleanTags } from '../kinds/eventTags';

/** Why an event is sensitive: its NIP-36 content-warning reason ('' when none given), or null when it is not. */
export function sensitiveReason(event: Pick<NostrEvent, 'tags'>): string | null {
  const tags = cleanTags(event.tags);
  const warning = tags.find((tag) => tag[0] === 'content-warning');
  if (warning) return warning[1] ?? '';
  const nsfw = tags.some((tag) => (tag[0] === 't' || tag[0] === 'L' || tag[0] === 'l') && tag[1]?.toLowerCase() === 'nsfw');
  return nsfw ? 'NSFW' : null;
}
