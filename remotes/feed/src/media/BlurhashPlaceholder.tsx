import styled from '@emotion/styled';
import { decode, isBlurhashValid } from 'blurhash';
import { useEffect, useRef } from 'react';

/** Spec 2 §9: blurhash decoded at 16×16 and stretched. */
export const BLURHASH_SIZE = 16;

const Canvas = styled.canvas`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
`;

const Plain = styled.div`
  position: absolute;
  inset: 0;
  background: ${(p) => p.theme.colors.surfaceRaised};
`;

/** The imeta blurhash as a blurred backdrop while the media loads; a plain colour when there is none or it is invalid. */
export function BlurhashPlaceholder({ hash }: { hash?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const valid = Boolean(hash && isBlurhashValid(hash).result);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!valid || !hash || !context) return;
    const image = context.createImageData(BLURHASH_SIZE, BLURHASH_SIZE);
    image.data.set(decode(hash, BLURHASH_SIZE, BLURHASH_SIZE));
    context.putImageData(image, 0, 0);
  }, [hash, valid]);
  if (!valid) return <Plain aria-hidden="true" data-testid="media-placeholder" />;
  return <Canvas ref={canvas} width={BLURHASH_SIZE} height={BLURHASH_SIZE} aria-hidden="true" data-testid="media-blurhash" />;
}
