import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { useOverflow } from '@app/ui';
import { Button } from '@app/ui';

const Clip = styled.div<{ $maxHeight: number | null }>`
  max-height: ${(p) => (p.$maxHeight === null ? 'none' : `${p.$maxHeight}px`)};
  overflow: hidden;
  mask-image: ${(p) =>
    p.$maxHeight === null ? 'none' : 'linear-gradient(to bottom, #000 75%, transparent)'};
`;

const ShowMore = styled(Button)`
  margin-top: ${(p) => p.theme.spacing.xs}px;
  padding-left: 0;
  color: ${(p) => p.theme.colors.accent};
`;

export interface ClippedContentProps {
  children: ReactNode;
  /** Height in px above which the content is clipped until 'Show More'. */
  limit?: number;
}

/** Clips tall content at `limit` px and offers a 'Show More' button to reveal it. */
export function ClippedContent({ children, limit = 200 }: ClippedContentProps) {
  const { ref, overflowing } = useOverflow<HTMLDivElement>(limit);
  const [expanded, setExpanded] = useState(false);
  const clipped = overflowing && !expanded;
  return (
    <>
      <Clip $maxHeight={clipped ? limit : null} data-clipped={clipped || undefined}>
        <div ref={ref}>{children}</div>
      </Clip>
      {clipped && (
        <ShowMore variant="ghost" size="sm" onClick={() => setExpanded(true)}>
          Show More
        </ShowMore>
      )}
    </>
  );
}
