import styled from '@emotion/styled';
import type { NostrEvent } from '@app/core';
import { reactionDisplay } from './reaction';

const Glyph = styled.span`
  display: inline-flex;
  align-items: center;
  font-size: 20px;
  line-height: 1;
`;

const Img = styled.img`
  width: 24px;
  height: 24px;
  object-fit: contain;
`;

/** A reaction as shown: ❤️ for '+', the emoji itself, or the custom emoji image (24 px). */
export function ReactionGlyph({ event }: { event: Pick<NostrEvent, 'content' | 'tags'> }) {
  const display = reactionDisplay(event);
  return (
    <Glyph data-testid="reaction">
      {display.type === 'heart' && <span aria-label="Like">❤️</span>}
      {display.type === 'text' && display.text}
      {display.type === 'image' && <Img src={display.url} alt={`:${display.name}:`} referrerPolicy="no-referrer" />}
    </Glyph>
  );
}
