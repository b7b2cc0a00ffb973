import { describe, expect, it } from 'vitest';
import { imageEntriesByUrl, isImageUrl } from './imageLinks';

describe('image links', () => {
  it('knows an image by its path, whatever the query', () => {
    expect(isImageUrl('https://i.example.com/cat.JPG')).toBe(true);
    expect(isImageUrl('https://i.example.com/cat.webp?w=400#x')).toBe(true);
    expect(isImageUrl('https://example.com/page.html?img=cat.png')).toBe(false);
    expect(isImageUrl('https://example.com/')).toBe(false);
    expect(isImageUrl('not a url.png')).toBe(false);
  });

  it('keeps the imeta entries that are images, by URL', () => {
    const map = imageEntriesByUrl([
      { url: 'https://b.example/abc', mime: 'image/jpeg', alt: 'A cat' },
      { url: 'https://b.example/clip', mime: 'video/mp4' },
      { url: 'https://b.example/plain' },
    ]);
    expect([...map.keys()]).toEqual(['https://b.example/abc', 'https://b.example/plain']);
  });
});
