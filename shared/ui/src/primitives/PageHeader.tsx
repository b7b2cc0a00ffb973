import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useAnnouncePageTitle } from '../routing/pageTitle';
import { VISUALLY_HIDDEN } from './visuallyHidden';

/** The sticky, translucent bar of a page's header (Home's hiding header builds on it too). */
export const HeaderBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm}px;
  min-height: 56px;
  background: color-mix(in srgb, ${(p) => p.theme.colors.bg} 93%, transparent);
  backdrop-filter: blur(8px);
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

/**
 * On phones the shell's header shows the title: a bar with nothing but its title stays for assistive technology only
 * (its h1), out of sight.
 */
const Bar = styled(HeaderBar)<{ $titleOnly: boolean }>`
  padding: ${(p) => p.theme.spacing.sm}px 0;
  @media (max-width: ${(p) => p.theme.breakpoints.desktop - 0.02}px) {
    ${(p) => (p.$titleOnly ? VISUALLY_HIDDEN : '')}
  }
`;



const Title = styled.h1`
  flex: 1;
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.lg}px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Actions = styled.div`
  display: flex;
  gap: ${(p) => p.theme.spacing.sm}px;
`;

export interface PageHeaderProps {
  title: ReactNode;
  /** Slot before the title, usually a back button. */
  back?: ReactNode;
  /** Slot after the title, e.g. buttons. */
  actions?: ReactNode;
}

/** The page's title bar (sticky on desktop); its title is announced to the phone's header. */
export function PageHeader({ title, back, actions }: PageHeaderProps) {
  useAnnouncePageTitle(typeof title === 'string' ? title : null);
  return (
    <Bar $titleOnly={!back && !actions}>
      {back}
      <Title>{title}</Title>
      {actions && <Actions>{actions}</Actions>}
    </Bar>
  );
}
