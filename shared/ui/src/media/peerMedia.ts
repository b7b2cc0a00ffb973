import { getCore, hasCore } from '@app/core';
import { useEffect, useState } from 'react';

/**
 * Media and peers (spec 2: authors within follow distance 2). While the peer layer runs (it fills the core's peer hub;
 * its code is never loaded for this), a loaded image is offered to it, and a failed one is asked of peers by the hash
 * its URL carries: the object URL of the verified bytes, or null. The work itself loads only then (first-load budget).
 */
export function usePeerMedia(original: string | null, author: string | undefined, status: string | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    const hub = hasCore() ? getCore().peerHubs.current : null;
    if (!original || !author || !hub?.fetchBlob || (status !== 'loaded' && status !== 'failed')) return;
    let stop: (() => void) | null = null;
    let live = true;
    void import('./peerMediaLoad').then(({ peerMedia }) => live && (stop = peerMedia(hub, original, author, status, setUrl)));
    return () => {
      live = false;
      stop?.();
    };
  }, [original, author, status]);
  return url;
}
