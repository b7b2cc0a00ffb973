import { getCore, hasCore, IMAGE_FALLBACK_MS, nextImageState, proxyImageUrl, startImage, type ImgproxySettings } from '@app/core';
import { useEffect, useState } from 'react';

type ImageSourceState = ReturnType<typeof startImage>;

/** When a tick should switch to the original (same rule as the core's fallbackDueAt), or null. */
function fallbackDue(state: ImageSourceState): number | null {
  const waiting = state.status === 'loading' && state.showing === 'proxied' && state.fallbackAllowed;
  return waiting ? state.since + IMAGE_FALLBACK_MS : null;
}

function proxySettings(): ImgproxySettings | null {
  return hasCore() ? getCore().settings.get().imgproxy : null;
}

/**
 * The image load state machine of the core for one URL: proxied first, the original after
 * IMAGE_FALLBACK_MS or on error. `report` feeds it the img's load and error events.
 */
export function useProxiedImage(original: string | null, width: number) {
  const [state, setState] = useState<ImageSourceState | null>(null);
  useEffect(() => {
    setState(null);
    if (!original) return;
    let live = true;
    const settings = proxySettings();
    const proxied = settings ? proxyImageUrl(original, { width, height: 0 }, settings) : Promise.resolve(original);
    proxied
      .catch(() => original)
      .then((url) => live && setState(startImage(original, url, Date.now(), settings?.fallbackToOriginal ?? true)));
    return () => {
      live = false;
    };
  }, [original, width]);
  const due = state ? fallbackDue(state) : null;
  useEffect(() => {
    if (due === null) return;
    const timer = setTimeout(() => setState((s) => s && nextImageState(s, { type: 'tick', now: Date.now() })), Math.max(0, due - Date.now()));
    return () => clearTimeout(timer);
  }, [due]);
  const report = (type: 'load' | 'error') => setState((s) => s && nextImageState(s, { type }));
  return { state, report };
}
