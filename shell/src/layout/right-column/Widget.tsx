import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const Box = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  padding: 12px;
  h2 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
`;

/** A titled right-column box. */
export function Widget({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box aria-label={title}>
      <h2>{title}</h2>
      {children}
    </Box>
  );
}
