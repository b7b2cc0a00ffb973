import type { getCore } from '@app/core';

type PeerHub = NonNullable<ReturnType<typeof getCore>['peerHubs']['current']>;

/** The SHA-256 a Blossom-style media URL carries as its last path segment (`/<64 hex>[.ext]`), or null. */
export function blossomHash(url: string): string | null {
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

/**
 * What the peer layer does for one image (loaded only once peer-to-peer runs): a loaded image of a URL carrying its
 * hash is offered to the hub to keep for peers; a failed one is asked of peers, and `show` gets an object URL of the
 * verified bytes. The returned function ends it (and revokes the URL).
 */
export function peerMedia(hub: PeerHub, url: string, author: string, status: 'loaded' | 'failed', show: (objectUrl: string) => void): () => void {
  const hash = blossomHash(url);
  if (!hash) return () => {};
  if (status === 'loaded') {
    hub.keepMedia?.(url, hash, author);
    return () => {};
  }
  let live = true;
  let objectUrl: string | null = null;
  hub
    .fetchBlob?.(hash, author)
    .then((blob) => (blob && live ? verifiedBlob(blob, hash) : null))
    .then((verified) => {
      if (!verified || !live) return;
      objectUrl = URL.createObjectURL(verified);
      show(objectUrl);
    })
    .catch(() => {});
  return () => {
    live = false;
    if (objectUrl) URL.revokeObjectURL(objectUrl);
  };
}
