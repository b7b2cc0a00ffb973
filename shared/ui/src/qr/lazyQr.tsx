import { lazyComponent } from '@app/ui';
import { QrCanvas } from './QrCanvas';
import type { QrCodeProps } from './QrCode';
import type { QrModalProps } from './QrModal';
import type { QrScannerProps } from './QrScanner';

// The exported QR components load on first render (async chunks): a feed paints without them.

/** A QR code (see QrCode.tsx); an empty canvas of the same size, busy, holds its place while the code loads. */
export const QrCode = lazyComponent<QrCodeProps>(
  () => import('./QrCode').then((module) => module.QrCode),
  ({ value, size = 256, label }) => (
    <QrCanvas $size={size} width={size} height={size} role="img" aria-label={label ?? `QR code of ${value}`} aria-busy data-state="loading" />
  ),
);

/** The QR modal (see QrModal.tsx), shown once its code is loaded. */
export const QrModal = lazyComponent<QrModalProps>(() => import('./QrModal').then((module) => module.QrModal));

/** The camera QR scanner (see QrScanner.tsx), shown once its code is loaded. */
export const QrScanner = lazyComponent<QrScannerProps>(() => import('./QrScanner').then((module) => module.QrScanner));
