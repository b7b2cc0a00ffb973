import { loadQrDecoder, loadQrEncoder } from './qrLibs';

/** Story helpers (not exported from the package): real QR pictures, and browser APIs swapped for a story. */

/** The QR code drawn on a canvas, read back from its pixels with jsQR: its text and version (size). */
export async function readCanvasQr(canvas: HTMLCanvasElement): Promise<{ text: string; version: number } | null> {
  const decode = await loadQrDecoder();
  const context = canvas.getContext('2d')!;
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  const code = decode(data, canvas.width, canvas.height);
  return code && { text: code.data, version: code.version };
}

/** The QR version (size) the encoder picks for `text` at error correction level `level`. */
export async function qrVersionFor(text: string, level: 'L' | 'M' | 'Q' | 'H'): Promise<number> {
  return (await loadQrEncoder()).create(text, { errorCorrectionLevel: level }).version;
}

/** A PNG file holding the QR code of `text`, as a user would pick it. */
export async function qrPngFile(text: string): Promise<File> {
  const canvas = document.createElement('canvas');
  await (await loadQrEncoder()).toCanvas(canvas, text, { width: 320 });
  // From the canvas, not by fetching a data: URL, which the app's Content-Security-Policy (connect-src) refuses.
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the QR canvas gave no PNG');
  return new File([blob], 'qr.png', { type: 'image/png' });
}

/** A camera stream that films the QR code of `text` (a canvas capture stream). */
export async function fakeCameraStream(text: string): Promise<MediaStream> {
  const canvas = document.createElement('canvas');
  await (await loadQrEncoder()).toCanvas(canvas, text, { width: 320 });
  const context = canvas.getContext('2d')!;
  const stream = canvas.captureStream(10);
  // Repaint so the capture keeps producing frames; stops with the track.
  const timer = setInterval(() => context.drawImage(canvas, 0, 0), 100);
  stream.getVideoTracks()[0]!.addEventListener('ended', () => clearInterval(timer));
  const stop = MediaStreamTrack.prototype.stop;
  stream.getVideoTracks()[0]!.stop = function () {
    clearInterval(timer);
    stop.call(this);
  };
  return stream;
}

/** Replaces a property of `navigator` for one story; the returned function puts the browser's back. */
export function replaceNavigatorProperty<K extends 'clipboard' | 'mediaDevices'>(name: K, value: unknown): () => void {
  Object.defineProperty(navigator, name, { value, configurable: true });
  return () => {
    delete (navigator as unknown as Record<string, unknown>)[name];
  };
}
