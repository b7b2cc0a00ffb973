import styled from '@emotion/styled';
import type { ReactNode } from 'react';

export const StateBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.spacing.md}px;
  padding: ${(p) => p.theme.spacing.xxl}px ${(p) => p.theme.spacing.lg}px;
  text-align: center;
  color: ${(p) => p.theme.colors.muted};
`;

export const StateTitle = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.lg}px;
  color: ${(p) => p.theme.colors.text};
`;

export interface EmptyStateProps {
  title: string;
  children?: ReactNode;
}

/** Shown when a list or page has nothing to display yet. */
export function EmptyState({ title, children }: EmptyStateProps) {
  return (
    <StateBox>
      <StateTitle>{title}</StateTitle>
      {children}
    </StateBox>
  );
}
