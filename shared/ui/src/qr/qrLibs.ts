import type { QRCode as DecodedQr, Options as DecodeOptions } from 'jsqr';

type QrEncoder = typeof import('qrcode');
type QrDecoder = (data: Uint8ClampedArray, width: number, height: number, options?: DecodeOptions) => DecodedQr | null;

/** The QR encoder (`qrcode`), loaded on first use so it stays out of the first-load bundle. */
export async function loadQrEncoder(): Promise<QrEncoder> {
  const mod = (await import('qrcode')) as QrEncoder & { default?: QrEncoder };
  return mod.default?.toCanvas ? mod.default : mod;
}

/** The QR decoder (`jsqr`), loaded on first use. Its CommonJS build is the function itself. */
export async function loadQrDecoder(): Promise<QrDecoder> {
  const mod = (await import('jsqr')) as unknown as { default: QrDecoder | { default: QrDecoder } };
  return typeof mod.default === 'function' ? mod.default : mod.default.default;
}
