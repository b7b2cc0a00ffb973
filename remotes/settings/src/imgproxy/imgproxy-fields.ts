import type { ImgproxySettings } from '@app/core';
import type { BooleanKeys, FieldSpec } from '../ui';

/** The imgproxy endpoint. */
export const URL_FIELD: FieldSpec<'url'> = { key: 'url', label: 'Proxy URL', hint: 'The imgproxy address, e.g. https://imgproxy.example.com' };

/** The signing key and salt (hex, as imgproxy is configured with them). */
export const SECRET_FIELDS: readonly FieldSpec<'key' | 'salt'>[] = [
  { key: 'key', label: 'Key', hint: 'The signing key in hex, an even number of digits' },
  { key: 'salt', label: 'Salt', hint: 'The signing salt in hex, an even number of digits' },
];

/** The imgproxy switches. */
export const PROXY_TOGGLES: readonly FieldSpec<BooleanKeys<ImgproxySettings>>[] = [
  { key: 'enabled', label: 'Load images through the proxy', hint: 'Images are resized by the proxy before they reach you' },
  { key: 'fallbackToOriginal', label: 'Fall back to the original image', hint: 'When the proxied image has not loaded after 2 seconds' },
];

/** The image the preview sends through the proxy. */
export const SAMPLE_IMAGE_URL = 'https://example.com/images/sample-photo.jpg';
