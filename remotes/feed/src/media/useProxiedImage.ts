import { useEffect, useMemo, useState } from 'react';
import { IMAGE_FALLBACK_MS, imageSrc, nextImageState, proxyImageUrl, startImage } from '@app/core';
import { useCore, useObservable } from '@app/ui';

type ImageState = ReturnType<typeof startImage>;

/** What an <img> needs: the URL to show (null while signing or once every source failed) and its handlers. */
export interface ProxiedImage {
  src: string | null;
  status: 'loading' | 'loaded' | 'failed';
  onLoad(): void;
  onError(): void;
}

/**
 * Spec 2 'Image load': the proxied URL first; on error, or after 2 s without loading, the original when the
 * settings allow it, else failed.
 */
export function useProxiedImage(url: string, width: number, height: number): ProxiedImage {
  const core = useCore();
  const settings$ = useMemo(() => core.settings.select('imgproxy'), [core]);
  const imgproxy = useObservable(settings$, core.settings.get().imgproxy);
  const [state, setState] = useState<ImageState | null>(null);
  useEffect(() => {
    let cancelled = false;
    setState(null);
    const start = (proxied: string) => !cancelled && setState(startImage(url, proxied, Date.now(), imgproxy.fallbackToOriginal));
    proxyImageUrl(url, { width, height }, imgproxy).then(start, () => start(url));
    return () => {
      cancelled = true;
    };
  }, [url, width, height, imgproxy]);
  const waitingOnProxy = state?.status === 'loading' && state.showing === 'proxied' && state.fallbackAllowed;
  useEffect(() => {
    if (!state || !waitingOnProxy) return;
    const timer = setTimeout(
      () => setState((current) => current && nextImageState(current, { type: 'tick', now: Date.now() })),
      Math.max(state.since + IMAGE_FALLBACK_MS - Date.now(), 0),
    );
    return () => clearTimeout(timer);
  }, [state, waitingOnProxy]);
  return {
    src: state ? imageSrc(state) : null,
    status: state?.status ?? 'loading',
    onLoad: () => setState((current) => current && nextImageState(current, { type: 'load' })),
    onError: () => setState((current) => current && nextImageState(current, { type: 'error' })),
  };
}
