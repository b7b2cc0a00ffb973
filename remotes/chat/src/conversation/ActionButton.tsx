import styled from '@emotion/styled';

/** A small button beside or under a message (Reply, React, Retry). */
export const ActionButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 3px;
  padding: 3px 6px;
  font: inherit;
  font-size: ${(p) => p.theme.fontSizes.xs}px;
  font-weight: 600;
  color: ${(p) => p.theme.colors.muted};
  background: transparent;
  border: 0;
  border-radius: ${(p) => p.theme.radius.sm}px;
  cursor: pointer;
  &:hover:not(:disabled),
  &:focus-visible,
  &[aria-expanded='true'] {
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.surfaceRaised};
  }
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;

/** A reply arrow (decorative: its button carries the name). */
export function ReplyArrowIcon({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M9 14 4 9l5-5M4 9h10a6 6 0 0 1 6 6v4" />
    </svg>
  );
}
