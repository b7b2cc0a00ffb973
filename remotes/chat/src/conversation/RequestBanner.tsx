import styled from '@emotion/styled';
import { useId } from 'react';
import { Button } from '@app/ui';

const Banner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.spacing.md}px;
  margin: ${(p) => p.theme.spacing.sm}px;
  padding: ${(p) => p.theme.spacing.md}px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.md}px;
`;

const Text = styled.div`
  flex: 1;
  min-width: 200px;
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md}px;
  }
  p {
    margin: 2px 0 0;
    font-size: ${(p) => p.theme.fontSizes.sm}px;
    color: ${(p) => p.theme.colors.muted};
  }
`;

/** Above a message request: it came from outside the user's network; Accept moves it to the chats. */
export function RequestBanner({ onAccept }: { onAccept(): void }) {
  const titleId = useId();
  return (
    <Banner aria-labelledby={titleId}>
      <Text>
        <h3 id={titleId}>Message request</h3>
        <p>This person is outside your network. Accept to move the conversation to your chats.</p>
      </Text>
      <Button size="sm" onClick={onAccept}>
        Accept
      </Button>
    </Banner>
  );
}
