// Constants of the QR modal and scanner, apart from their (lazily loaded) code.

/** Shown when a scanned code is not something the app can open. */
export const UNRECOGNISED_QR = 'Unrecognised QR code';
/** Shown when an uploaded picture holds no readable QR code. */
export const NO_QR_IN_IMAGE = 'No QR code found in the image';

/** How often a camera frame is decoded, in ms. */
export const SCAN_INTERVAL_MS = 200;
