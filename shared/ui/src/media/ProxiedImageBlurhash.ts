import { decode, isBlurhashValid } from 'blurhash';

/** Spec 2 §9: blurhashes are decoded at 16×16 for display. */
export const BLURHASH_DISPLAY_SIZE = 16;

/** A data: URL of the decoded blurhash (16×16 PNG), or null when it is invalid or no canvas is available. */
export function blurhashDataUrl(hash: string | undefined): string | null {
  if (!hash || !isBlurhashValid(hash).result) return null;
  try {
    const size = BLURHASH_DISPLAY_SIZE;
    const pixels = decode(hash, size, size);
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) return null;
    const image = context.createImageData(size, size);
    image.data.set(pixels);
    context.putImageData(image, 0, 0);
    return canvas.toDataURL();
  } catch {
    return null;
  }
}

export { parseDim } from './parseDim';
