import { getCore, hasCore } from '@app/core';
import { useEffect, useState } from 'react';

/** The SHA-256 a Blossom-style media URL carries as its last path segment (`/<64 hex>[.ext]`), or null. */
export function blossomHash(url: string | null): string | null {
  if (!url) return null;
  try {
    const match = /\/([0-9a-fA-F]{64})(\.[A-Za-z0-9]{1,10})?$/.exec(new URL(url).pathname);
    return match ? match[1].toLowerCase() : null;
  } catch {
    return null;
  }
}

/** Raster images and videos keep their type; anything else (SVG, HTML) becomes bytes that never render as a page. */
const SAFE_MEDIA_TYPE = /^(image\/(png|jpeg|gif|webp|avif)|video\/(mp4|webm))$/;

async function sha256Hex(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Spec 3 §5: bytes that do not hash to the URL's hash are discarded. */
async function verifiedBlob(blob: Blob, hash: string): Promise<Blob | null> {
  if ((await sha256Hex(blob).catch(() => '')) !== hash) return null;
  return new Blob([blob], { type: SAFE_MEDIA_TYPE.test(blob.type) ? blob.type : 'application/octet-stream' });
}

const peerHub = () => (hasCore() ? getCore().peerHubs.current : null);

/**
 * Media from peers (spec 2: authors within follow distance 2): once `failed`, asks the peer layer, when it runs, for the
 * blob whose hash the URL carries, and gives an object URL of the verified bytes (revoked on unmount). Null otherwise.
 * The peer code is never loaded for this: the hub is an interface of the core that the p2p layer fills when it runs.
 */
export function usePeerMedia(original: string | null, author: string | undefined, failed: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    const hash = blossomHash(original);
    const hub = peerHub();
    if (!failed || !author || !hash || !hub?.fetchBlob) return;
    let live = true;
    let objectUrl: string | null = null;
    hub
      .fetchBlob(hash, author)
      .then((blob) => (blob && live ? verifiedBlob(blob, hash) : null))
      .then((verified) => {
        if (!verified || !live) return;
        objectUrl = URL.createObjectURL(verified);
        setUrl(objectUrl);
      })
      .catch(() => {});
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [original, author, failed]);
  return url;
}

/** Media of `author` that loaded from a URL carrying its hash is offered to the peer layer, which may keep it for peers. */
export function useKeepMediaForPeers(original: string | null, author: string | undefined, loaded: boolean) {
  useEffect(() => {
    const hash = blossomHash(original);
    if (loaded && original && author && hash) peerHub()?.keepMedia?.(original, hash, author);
  }, [original, author, loaded]);
}
