import styled from '@emotion/styled';

export const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  max-width: 420px;
  margin-top: ${(p) => p.theme.spacing.sm}px;
  color: ${(p) => p.theme.colors.muted};
`;

/** An action and its count, side by side. */
export const Slot = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
`;

export const ActionButton = styled.button<{ $active?: boolean; $tone?: 'like' | 'repost' | 'zap' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 34px;
  height: 34px;
  padding: 0;
  background: transparent;
  border: 0;
  border-radius: ${(p) => p.theme.radius.round}px;
  color: ${(p) => (p.$active ? (p.$tone === 'repost' ? p.theme.colors.success : p.$tone === 'zap' ? p.theme.colors.warning : p.theme.colors.error) : 'inherit')};
  cursor: pointer;
  touch-action: manipulation;
  user-select: none;
  -webkit-touch-callout: none;
  &:hover:not(:disabled) {
    background: ${(p) => p.theme.colors.surfaceRaised};
    color: ${(p) => p.theme.colors.text};
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

export const CountButton = styled.button`
  min-width: 18px;
  padding: 0 ${(p) => p.theme.spacing.xs}px;
  background: transparent;
  border: 0;
  color: inherit;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

export const Tooltip = styled.div`
  position: absolute;
  bottom: calc(100% + 4px);
  left: 0;
  z-index: 10;
  width: max-content;
  max-width: 260px;
  padding: ${(p) => p.theme.spacing.xs}px ${(p) => p.theme.spacing.sm}px;
  font-size: ${(p) => p.theme.fontSizes.xs}px;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
  pointer-events: none;
`;
