import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

function variantColors(theme: Theme, variant: ButtonVariant) {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return { bg: colors.accentStrong, fg: colors.accentText, border: colors.accentStrong };
    case 'secondary':
      return { bg: colors.surfaceRaised, fg: colors.text, border: colors.border };
    case 'ghost':
      return { bg: 'transparent', fg: colors.text, border: 'transparent' };
    case 'danger':
      return { bg: colors.errorStrong, fg: colors.accentText, border: colors.errorStrong };
  }
}

const PADDING: Record<ButtonSize, string> = { sm: '4px 10px', md: '8px 16px', lg: '12px 22px' };

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.spacing.sm}px;
  padding: ${(p) => PADDING[p.$size]};
  font-size: ${(p) => p.theme.fontSizes[p.$size === 'lg' ? 'md' : 'sm']}px;
  font-weight: 600;
  border-radius: ${(p) => p.theme.radius.md}px;
  border: 1px solid ${(p) => variantColors(p.theme, p.$variant).border};
  background: ${(p) => variantColors(p.theme, p.$variant).bg};
  color: ${(p) => variantColors(p.theme, p.$variant).fg};
  cursor: pointer;
  transition: filter 0.15s, background 0.15s;
  &:hover:not(:disabled) {
    filter: brightness(1.15);
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $size={size}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner size={14} />}
      {children}
    </StyledButton>
  );
}
