import styled from '@emotion/styled';
import { BlurhashPlaceholder } from './BlurhashPlaceholder';
import { useProxiedImage } from './useProxiedImage';

const Frame = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
`;

const Img = styled.img<{ $fit: 'cover' | 'contain'; $shown: boolean }>`
  position: relative;
  max-width: 100%;
  max-height: 100%;
  width: ${(p) => (p.$fit === 'cover' ? '100%' : 'auto')};
  height: ${(p) => (p.$fit === 'cover' ? '100%' : 'auto')};
  object-fit: ${(p) => p.$fit};
  opacity: ${(p) => (p.$shown ? 1 : 0)};
  transition: opacity 0.2s;
`;

const Failed = styled.span`
  position: relative;
  color: ${(p) => p.theme.colors.muted};
  font-size: ${(p) => p.theme.fontSizes.sm}px;
`;

export interface MediaImageProps {
  url: string;
  /** Size asked from the image proxy (CSS px). */
  width: number;
  height: number;
  blurhash?: string;
  alt?: string;
  fit?: 'cover' | 'contain';
}

/** An image through the image proxy (falling back to the original), over its blurhash until it has loaded. */
export function MediaImage({ url, width, height, blurhash, alt = '', fit = 'contain' }: MediaImageProps) {
  const image = useProxiedImage(url, width, height);
  return (
    <Frame data-status={image.status}>
      {image.status !== 'loaded' && <BlurhashPlaceholder hash={blurhash} />}
      {image.src && (
        <Img
          src={image.src}
          alt={alt}
          $fit={fit}
          $shown={image.status === 'loaded'}
          referrerPolicy="no-referrer"
          draggable={false}
          onLoad={image.onLoad}
          onError={image.onError}
        />
      )}
      {image.status === 'failed' && <Failed>Image unavailable</Failed>}
    </Frame>
  );
}
