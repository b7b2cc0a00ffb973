import styled from '@emotion/styled';

export const Frame = styled.form<{ dragging?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.sm}px;
  padding: ${(p) => p.theme.spacing.md}px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => (p.dragging ? p.theme.colors.accent : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radius.md}px;
`;

export const TextArea = styled.textarea`
  width: 100%;
  min-height: 48px;
  resize: none;
  overflow: hidden;
  padding: ${(p) => p.theme.spacing.sm}px;
  font: inherit;
  font-size: ${(p) => p.theme.fontSizes.md}px;
  color: ${(p) => p.theme.colors.text};
  background: transparent;
  border: none;
  outline: none;
  box-sizing: border-box;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm}px;
`;

export const Spacer = styled.div`
  flex: 1;
`;

export const Select = styled.select`
  padding: ${(p) => p.theme.spacing.xs}px ${(p) => p.theme.spacing.sm}px;
  font: inherit;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
`;

export const Hint = styled.p<{ tone?: 'error' }>`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => (p.tone === 'error' ? p.theme.colors.error : p.theme.colors.muted)};
`;

export const Preview = styled.section`
  padding: ${(p) => p.theme.spacing.sm}px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  color: ${(p) => p.theme.colors.text};
  h2 {
    margin: 0 0 ${(p) => p.theme.spacing.xs}px;
    font-size: ${(p) => p.theme.fontSizes.sm}px;
    color: ${(p) => p.theme.colors.muted};
  }
`;

export const Popover = styled.div<{ placement: 'above' | 'below' }>`
  position: absolute;
  z-index: 20;
  left: 0;
  ${(p) => (p.placement === 'below' ? 'top: 100%;' : 'bottom: 100%;')}
`;

export const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
  img {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: ${(p) => p.theme.radius.sm}px;
  }
`;
