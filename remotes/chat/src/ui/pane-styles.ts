// The frame of a conversation or a channel: a column filling its parent, and a centred spot for loading states.
import styled from '@emotion/styled';

/** A column filling its parent's height: header, scrolling messages, composer. */
export const Pane = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  height: 100%;
  min-height: 0;
`;

/** A spinner or a short note in the middle of the pane. */
export const Centered = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  padding: ${(p) => p.theme.spacing.xl}px;
`;
