import type { NostrEvent } from '@app/core';
import { storyEvent } from '../../../../storybook/preset/story-events';
import { noteMedia, type MediaItem } from './media-items';

/** A valid blurhash (the format's reference image). */
export const STORY_BLURHASH = 'LEHV6nWB2yk8pyo0adR*.7kCMdnj';

const post = (author: number, content: string, tags: string[][] = [], minutesAgo = 5): NostrEvent =>
  storyEvent(author, { kind: 1, content, tags, minutesAgo });

/** Notes with one image each (the example.com hosts never answer, so the blurhash stays on screen). */
export function imageNotes(count: number): NostrEvent[] {
  return Array.from({ length: count }, (_, i) => {
    const url = `https://images.example.com/photo-${i + 1}.jpg`;
    return post((i % 2) + 1, `Photo ${i + 1} ${url}`, [['imeta', `url ${url}`, `blurhash ${STORY_BLURHASH}`, 'dim 800x600', `alt Photo ${i + 1}`]], i + 1);
  });
}

/** The media items of some notes, as the modal receives them. */
export function itemsOf(events: NostrEvent[]): MediaItem[] {
  return events.flatMap(noteMedia);
}

export const videoNote = post(1, 'A short clip https://video.example.com/clip.mp4', [], 3);
