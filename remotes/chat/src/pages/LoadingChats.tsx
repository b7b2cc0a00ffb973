import styled from '@emotion/styled';
import { Spinner } from '@app/ui';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${(p) => p.theme.spacing.xxl}px;
`;

/** The chats' place while the core's chat or their code loads. */
export function LoadingChats() {
  return (
    <Centered>
      <Spinner label="Loading chats" />
    </Centered>
  );
}
