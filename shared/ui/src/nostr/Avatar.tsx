import styled from '@emotion/styled';
import { useState } from 'react';
import { safeHttpUrl } from '../content/safeHttpUrl';
import { avatarHue, avatarInitial } from './avatarColor';

const Circle = styled.span<{ $size: number; $hue: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  overflow: hidden;
  border-radius: ${(p) => p.theme.radius.round}px;
  background: hsl(${(p) => p.$hue} 45% 38%);
  color: #fff;
  font-weight: 700;
  font-size: ${(p) => Math.round(p.$size * 0.42)}px;
  user-select: none;
`;

const Image = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export interface AvatarProps {
  pubkey: string;
  picture?: string;
  /** Used for the fallback initial and the alt text. */
  name?: string;
  size?: number;
}

/** Profile picture (http(s) only, lazy) or a coloured initial when missing or broken. */
export function Avatar({ pubkey, picture, name, size = 45 }: AvatarProps) {
  const src = safeHttpUrl(picture);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== null && src !== failedSrc;
  return (
    <Circle $size={size} $hue={avatarHue(pubkey)} data-testid="avatar">
      {showImage ? (
        <Image
          src={src}
          alt={name ?? ''}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span aria-hidden="true">{avatarInitial(name)}</span>
      )}
    </Circle>
  );
}
