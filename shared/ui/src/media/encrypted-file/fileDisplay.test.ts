import { describe, expect, it } from 'vitest';
import { blobTypeOf, displayFileName, fileKindOf, formatFileSize } from './fileDisplay';

describe('encrypted file display', () => {
  it('formats sizes in B, KB, MB and GB', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(9 * 1024 * 1024)).toBe('9 MB');
    expect(formatFileSize(3.25 * 1024 ** 3)).toBe('3.3 GB');
    expect(formatFileSize(5 * 1024 ** 4)).toBe('5120 GB');
  });

  it('strips bidi and control characters from names and shortens long ones', () => {
    expect(displayFileName('invoice\u202Egpj.exe')).toBe('invoicegpj.exe');
    expect(displayFileName('a\nb\u2066c')).toBe('abc');
    expect(displayFileName('\u202E')).toBe('file');
    expect(displayFileName('x'.repeat(500))).toHaveLength(120);
  });

  it('shows single images and videos inline and downloads chunked and other files', () => {
    expect(fileKindOf({ name: 'cat.JPG' })).toBe('image');
    expect(fileKindOf({ name: 'clip.webm' })).toBe('video');
    expect(fileKindOf({ name: 'blob', mime: 'video/mp4' })).toBe('video');
    expect(fileKindOf({ name: 'cat.png', mime: 'application/pdf' })).toBe('download');
    expect(fileKindOf({ name: 'movie.mp4', chunkSize: 4194304 })).toBe('download');
    expect(fileKindOf({ name: 'notes.txt' })).toBe('download');
  });

  it('never gives a downloaded blob a type the browser would render', () => {
    expect(blobTypeOf({ mime: 'image/png' }, 'image')).toBe('image/png');
    expect(blobTypeOf({ mime: 'text/html' }, 'download')).toBe('application/octet-stream');
    expect(blobTypeOf({ mime: 'image/svg+xml' }, 'download')).toBe('application/octet-stream');
  });
});
