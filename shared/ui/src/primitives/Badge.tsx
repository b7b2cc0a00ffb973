import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'error';

function toneColor(theme: Theme, tone: BadgeTone): string {
  return tone === 'neutral' ? theme.colors.muted : theme.colors[tone];
}

/** Small pill label, e.g. 'Follows you'. */
export const Badge = styled.span<{ tone?: BadgeTone }>`
  display: inline-block;
  padding: 1px ${(p) => p.theme.spacing.sm}px;
  font-size: ${(p) => p.theme.fontSizes.xs}px;
  font-weight: 600;
  line-height: 1.6;
  border-radius: ${(p) => p.theme.radius.round}px;
  color: ${(p) => toneColor(p.theme, p.tone ?? 'neutral')};
  border: 1px solid currentColor;
  white-space: nowrap;
`;
