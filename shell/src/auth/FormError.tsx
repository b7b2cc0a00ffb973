import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const Line = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.spacing.sm}px ${(p) => p.theme.spacing.md}px;
  color: ${(p) => p.theme.colors.error};
  background: color-mix(in srgb, ${(p) => p.theme.colors.error} 10%, transparent);
  border: 1px solid ${(p) => p.theme.colors.error};
  border-radius: ${(p) => p.theme.radius.md}px;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  overflow-wrap: anywhere;
`;

/** A form's error, styled as one and announced (role=alert); renders nothing without a message. */
export function FormError({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return <Line role="alert">{children}</Line>;
}
