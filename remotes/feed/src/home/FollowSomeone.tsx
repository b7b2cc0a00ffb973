import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.md}px;
  padding: ${(p) => p.theme.spacing.lg}px 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Text = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.md}px;
  color: ${(p) => p.theme.colors.muted};
`;

/** For a logged-in user with one feed or fewer: the hint and a follow suggestion above the popular feed. */
export function FollowSomeone({ suggestion }: { suggestion?: ReactNode }) {
  return (
    <Box>
      <Text>Follow someone to see content from them</Text>
      {suggestion}
    </Box>
  );
}
