import { defaultSettings, type Settings } from '@app/core';

/** Sample settings of the page stories: spec 3 §3's defaults (on a device with a mouse). */
export const DEFAULTS: Settings = defaultSettings({ isTouchDevice: false });

/** A configured image proxy (imgproxy's documented example key and salt). */
export const CONFIGURED_PROXY: Settings['imgproxy'] = {
  url: 'https://imgproxy.example.com',
  key: '943b421c9eb07c830af81030552c86009268de4e532ba2ee2eab8247c6da0881',
  salt: '520f986b998545b4785e0defbc4f3c1203f22de2374a3d53cb7a7fe9fea309c5',
  enabled: true,
  fallbackToOriginal: true,
};

/** A very long address, to check that fields and the preview wrap instead of overflowing. */
export const LONG_URL = `https://${'very-long-subdomain-'.repeat(6)}imgproxy.example.com/${'path/'.repeat(12)}`;
