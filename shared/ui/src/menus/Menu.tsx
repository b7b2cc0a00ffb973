import styled from '@emotion/styled';

/** The anchor a menu opens under. */
export const MenuAnchor = styled.div`
  position: relative;
  display: inline-flex;
`;

/** A menu's popup, under its button (aligned to its right edge unless `$align="left"`). */
export const MenuPopup = styled.div<{ $align?: 'left' | 'right' }>`
  position: absolute;
  top: calc(100% + 4px);
  ${(p) => (p.$align === 'left' ? 'left: 0;' : 'right: 0;')}
  z-index: 30;
  min-width: 180px;
  padding: ${(p) => p.theme.spacing.xs}px 0;
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.4);
`;

/** One choice of a menu; `$tone` colours a destructive or just-succeeded action. */
export const MenuItem = styled.button<{ $tone?: 'danger' | 'success' }>`
  display: block;
  width: 100%;
  padding: ${(p) => p.theme.spacing.sm}px ${(p) => p.theme.spacing.lg}px;
  text-align: left;
  white-space: nowrap;
  background: transparent;
  border: 0;
  color: ${(p) => (p.$tone === 'danger' ? p.theme.colors.error : p.$tone === 'success' ? p.theme.colors.success : p.theme.colors.text)};
  font: inherit;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  cursor: pointer;
  &:hover:not(:disabled),
  &:focus-visible,
  &:focus {
    background: ${(p) => p.theme.colors.surface};
    outline: none;
  }
  &:disabled {
    cursor: default;
    opacity: 0.7;
  }
`;
