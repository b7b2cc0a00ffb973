import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border: 2px solid ${(p) => p.theme.colors.border};
  border-top-color: ${(p) => p.theme.colors.accent};
  border-radius: ${(p) => p.theme.radius.round}px;
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;
`;

export interface SpinnerProps {
  size?: number;
  label?: string;
}

/** Indeterminate progress indicator, announced as "Loading" by default. */
export function Spinner({ size = 20, label = 'Loading' }: SpinnerProps) {
  return <Ring role="status" aria-label={label} $size={size} />;
}
