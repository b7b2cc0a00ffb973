import { proxyImageUrl, type ImgproxySettings } from '@app/core';
import { useEffect, useState } from 'react';

/** The preview's size: a feed image's box. */
const PREVIEW_SIZE = { width: 320, height: 180 } as const;

/** The address the app would load `source` from with these settings (null while it is being signed). */
export function useProxiedUrl(source: string, settings: ImgproxySettings): string | null {
  const { url, key, salt, enabled, fallbackToOriginal } = settings;
  const request = [source, url, key, salt, enabled].join('\n');
  const [proxied, setProxied] = useState<{ request: string; url: string } | null>(null);
  useEffect(() => {
    let current = true;
    const show = (result: string) => current && setProxied({ request, url: result });
    proxyImageUrl(source, PREVIEW_SIZE, { url, key, salt, enabled, fallbackToOriginal }).then(show, () => show(source));
    return () => {
      current = false;
    };
  }, [request, source, url, key, salt, enabled, fallbackToOriginal]);
  return proxied?.request === request ? proxied.url : null;
}
