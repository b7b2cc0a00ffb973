import { loadQrDecoder } from './qrLibs';

/** Longest side, in px, a picture is scaled down to before decoding (keeps big photos fast). */
const MAX_DECODE_SIDE = 1024;

/**
 * Draws `source` on `canvas` at `width` x `height` and returns the text of the QR code in it, or null.
 * `thorough` also tries inverted colours (light code on a dark background), at twice the cost.
 */
export async function decodeQrFrom(
  source: CanvasImageSource,
  width: number,
  height: number,
  canvas: HTMLCanvasElement = document.createElement('canvas'),
  thorough = false,
): Promise<string | null> {
  if (!width || !height) return null;
  const decode = await loadQrDecoder();
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, width, height);
  const { data } = context.getImageData(0, 0, width, height);
  const code = decode(data, width, height, { inversionAttempts: thorough ? 'attemptBoth' : 'dontInvert' });
  return code?.data || null;
}

/** The text of the QR code in an uploaded picture, or null when none is found or the file is not an image. */
export async function decodeQrImageFile(file: Blob): Promise<string | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    const scale = Math.min(1, MAX_DECODE_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    return await decodeQrFrom(bitmap, width, height, undefined, true);
  } finally {
    bitmap.close();
  }
}
