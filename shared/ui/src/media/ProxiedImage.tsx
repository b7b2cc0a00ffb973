import { imageSrc } from '@app/core';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { safeHttpUrl } from '../content/safeHttpUrl';
import { useBlurhash } from './blurhashPlaceholder';
import { parseDim } from './parseDim';
import { usePeerMedia } from './peerMedia';
import { useProxiedImage } from './ProxiedImageState';

/** Spec 2 §9: media is at most 650 px wide and 600 px high in notes. */
export const MEDIA_MAX_WIDTH = 650;
export const MEDIA_MAX_HEIGHT = 600;

const Frame = styled.span<{ $placeholder: string | null; $ratio: string | null }>`
  display: block;
  position: relative;
  max-width: min(100%, ${MEDIA_MAX_WIDTH}px);
  max-height: ${MEDIA_MAX_HEIGHT}px;
  aspect-ratio: ${(p) => p.$ratio ?? 'auto'};
  overflow: hidden;
  border-radius: ${(p) => p.theme.radius.md}px;
  background: ${(p) => (p.$placeholder ? `center / cover no-repeat url("${p.$placeholder}")` : p.theme.colors.surfaceRaised)};
`;

const Img = styled.img<{ $loaded: boolean }>`
  display: block;
  width: 100%;
  height: 100%;
  max-height: ${MEDIA_MAX_HEIGHT}px;
  object-fit: contain;
  opacity: ${(p) => (p.$loaded ? 1 : 0)};
  transition: opacity 0.2s;
`;

export interface ProxiedImageProps {
  src: string;
  alt?: string;
  /** imeta blurhash, shown (decoded at 16×16) while loading. */
  blurhash?: string;
  /** imeta dim 'WxH', reserves the space before the image loads. */
  dim?: string;
  /** Width requested from the proxy, in CSS px. */
  width?: number;
  className?: string;
  /** Shown instead when the image cannot load (e.g. the link it came from); nothing by default. */
  fallback?: ReactNode;
  /** The note's author: within follow distance 2, a failed image is asked of connected peers by its URL's hash. */
  author?: string;
}

/**
 * An image from an event, loaded through the core's image proxy and falling back to the original after 2 s or on
 * error, then (for an `author` within distance 2) to connected peers' copy of it. Non-http(s) sources render nothing;
 * when every source fails the image is hidden.
 */
export function ProxiedImage({ src, alt = '', blurhash, dim, width = MEDIA_MAX_WIDTH, className, fallback = null, author }: ProxiedImageProps) {
  const original = safeHttpUrl(src);
  const { state, report } = useProxiedImage(original, width);
  const placeholder = useBlurhash(blurhash);
  const size = parseDim(dim);
  const fromPeer = usePeerMedia(original, author, state?.status);
  if (!original || (state?.status === 'failed' && !fromPeer)) return <>{fallback}</>;
  const current = fromPeer ?? (state ? imageSrc(state) : null);
  const loaded = !!fromPeer || state?.status === 'loaded';
  return (
    <Frame
      className={className}
      $placeholder={placeholder}
      $ratio={size ? `${size.width} / ${size.height}` : null}
      data-testid="proxied-image"
      data-status={fromPeer ? 'loaded' : (state?.status ?? 'loading')}
      data-source={fromPeer ? 'peer' : undefined}
    >
      {current && (
        <Img
          key={current}
          src={current}
          alt={alt.slice(0, 200)}
          width={size?.width}
          height={size?.height}
          decoding="async"
          referrerPolicy="no-referrer"
          $loaded={loaded}
          onLoad={fromPeer ? undefined : () => report('load')}
          onError={fromPeer ? undefined : () => report('error')}
        />
      )}
    </Frame>
  );
}
