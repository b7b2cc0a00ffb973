// @app/ui/qr: QR codes, the QR dialog and the scanner; their code and libraries load on first render (lazyQr.tsx).

export { QrCode, QrModal, QrScanner } from './qr/lazyQr';
export type { QrCodeProps } from './qr/QrCode';
export type { QrModalProps } from './qr/QrModal';
export type { QrScannerProps } from './qr/QrScanner';
export { UNRECOGNISED_QR, NO_QR_IN_IMAGE, SCAN_INTERVAL_MS } from './qr/qrMessages';
export { qrTarget, type QrTarget } from './qr/qrTarget';
