import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useWideLayout } from './useWideLayout';

const Frame = styled.div<{ $wide: boolean }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$wide ? '320px minmax(0, 1fr)' : 'minmax(0, 1fr)')};
`;

const ListColumn = styled.div<{ $wide: boolean }>`
  min-width: 0;
  ${(p) => (p.$wide ? `border-inline-end: 1px solid ${p.theme.colors.border}; overflow-y: auto; max-height: calc(100dvh - 72px);` : '')}
`;

/**
 * The open conversation's height: the window less the shell's bars around it (on phones the header above and the
 * bottom bar with the new-post button below; on desktop the page's own header), so its composer stays in view.
 */
const ConversationColumn = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  height: max(360px, calc(100dvh - 210px));
  ${(p) => p.theme.media.desktop} {
    height: max(360px, calc(100dvh - 72px));
  }
`;

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  color: ${(p) => p.theme.colors.muted};
`;

export interface ChatsLayoutProps {
  list: ReactNode;
  /**
   * Renders the open conversation (`showBack`: the list is not beside it, so it needs a link back); none shows the
   * list alone (phones) or a hint beside it (wide screens).
   */
  conversation?: (layout: { showBack: boolean }) => ReactNode;
}

/** Wide: the list and the open conversation side by side. Narrow: one at a time (the conversation when one is open). */
export function ChatsLayout({ list, conversation }: ChatsLayoutProps) {
  const { ref, wide } = useWideLayout<HTMLDivElement>();
  return (
    <Frame ref={ref} $wide={wide} data-layout={wide ? 'split' : 'single'}>
      {(wide || !conversation) && <ListColumn $wide={wide}>{list}</ListColumn>}
      {conversation ? (
        <ConversationColumn>{conversation({ showBack: !wide })}</ConversationColumn>
      ) : (
        wide && (
          <ConversationColumn>
            <Placeholder>Choose a conversation</Placeholder>
          </ConversationColumn>
        )
      )}
    </Frame>
  );
}
