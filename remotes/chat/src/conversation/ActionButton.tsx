import styled from '@emotion/styled';

/** A small text button under a message (Reply, React, Retry). */
export const ActionButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 3px;
  padding: 2px 6px;
  font: inherit;
  font-size: ${(p) => p.theme.fontSizes.xs}px;
  font-weight: 600;
  color: ${(p) => p.theme.colors.muted};
  background: transparent;
  border: 0;
  border-radius: ${(p) => p.theme.radius.sm}px;
  cursor: pointer;
  &:hover:not(:disabled),
  &:focus-visible {
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.surfaceRaised};
  }
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;
