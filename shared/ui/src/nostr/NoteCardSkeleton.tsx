import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { CardFrame, CardMain } from './cardLayout';

const pulse = keyframes`
  50% { opacity: 0.45; }
`;

const Block = styled.div<{ $width: string; $height: number; $round?: boolean }>`
  width: ${(p) => p.$width};
  height: ${(p) => p.$height}px;
  flex: none;
  margin-bottom: ${(p) => p.theme.spacing.sm}px;
  border-radius: ${(p) => (p.$round ? p.theme.radius.round : p.theme.radius.sm)}px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

/** Placeholder with the shape of a NoteCard while notes load. */
export function NoteCardSkeleton() {
  return (
    <CardFrame aria-busy="true" aria-label="Loading note">
      <Block $width="45px" $height={45} $round />
      <CardMain>
        <Block $width="40%" $height={14} />
        <Block $width="95%" $height={12} />
        <Block $width="80%" $height={12} />
        <Block $width="55%" $height={12} />
      </CardMain>
    </CardFrame>
  );
}
