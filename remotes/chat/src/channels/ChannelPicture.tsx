import styled from '@emotion/styled';
import { useState } from 'react';
import type { Channel } from '@app/core/chat';
import { channelName, channelPictureUrl } from './channel-display';

const Frame = styled.span<{ $size: number }>`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  overflow: hidden;
  border-radius: ${(p) => p.theme.radius.md}px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.muted};
  font-weight: 700;
  font-size: ${(p) => Math.round(p.$size * 0.42)}px;
  user-select: none;
`;

const Image = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  &[hidden] {
    display: none;
  }
`;

/**
 * A channel's picture (http(s) only, lazy, no referrer) over the first letter of its name, which shows when there is
 * none or it does not load.
 */
export function ChannelPicture({ channel, size = 44 }: { channel: Pick<Channel, 'name' | 'picture'>; size?: number }) {
  const src = channelPictureUrl(channel);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Frame $size={size} data-testid="channel-picture" aria-hidden="true">
      <span>{Array.from(channelName(channel))[0]?.toUpperCase()}</span>
      {src && <Image src={src} alt="" loading="lazy" decoding="async" referrerPolicy="no-referrer" hidden={src === failed} onError={() => setFailed(src)} />}
    </Frame>
  );
}
