import { describe, expect, it } from 'vitest';
import type { NostrEvent } from '@app/core';
import { MODAL_MEDIA_WINDOW, modalMedia, noteMedia } from './media-items';

const note = (id: string, content: string, tags: string[][] = []): NostrEvent => ({
  id, pubkey: 'p', kind: 1, created_at: 1, content, sig: '', tags,
});

describe('noteMedia', () => {
  it('reads imeta tags (blurhash, size, type, alt) before links in the text, without repeats', () => {
    const event = note('a', 'look https://x.example/a.jpg and https://x.example/clip.mp4?t=1 and https://x.example/page', [
      ['imeta', 'url https://x.example/a.jpg', 'blurhash LEHV6nWB2yk8', 'dim 640x480', 'alt A cat'],
      ['imeta', 'url https://x.example/stream', 'm video/mp4'],
    ]);
    expect(noteMedia(event).map(({ event: _, ...item }) => item)).toEqual([
      { url: 'https://x.example/a.jpg', type: 'image', blurhash: 'LEHV6nWB2yk8', width: 640, height: 480, alt: 'A cat' },
      { url: 'https://x.example/stream', type: 'video' },
      { url: 'https://x.example/clip.mp4?t=1', type: 'video' },
    ]);
  });

  it('ignores non-http sources', () => {
    expect(noteMedia(note('a', 'javascript:alert(1).png', [['imeta', 'url data:image/png;base64,AAAA']]))).toEqual([]);
  });
});

describe('modalMedia', () => {
  it('starts at the first media of the opened note', () => {
    const events = [note('a', 'https://x.example/1.png https://x.example/2.png'), note('b', 'text only'), note('c', 'https://x.example/3.png')];
    const { items, index } = modalMedia(events, 2);
    expect(items).toHaveLength(3);
    expect(items[index].url).toBe('https://x.example/3.png');
  });

  it('keeps a window of 200 around the opened note', () => {
    const events = Array.from({ length: 500 }, (_, i) => note(`n${i}`, `https://x.example/${i}.png`));
    const { items, index } = modalMedia(events, 300);
    expect(items).toHaveLength(MODAL_MEDIA_WINDOW);
    expect(items[index].event.id).toBe('n300');
    expect(modalMedia(events, 499).items[modalMedia(events, 499).index].event.id).toBe('n499');
  });
});
