import styled from '@emotion/styled';
import type { ReactNode } from 'react';

/** The sticky, translucent bar of a page's header (Home's hiding header builds on it too). */
export const HeaderBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm}px;
  min-height: 56px;
  background: ${(p) => p.theme.colors.bg}ee;
  backdrop-filter: blur(8px);
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Bar = styled(HeaderBar)`
  padding: ${(p) => p.theme.spacing.sm}px 0;
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

export function PageHeader({ title, back, actions }: PageHeaderProps) {
  return (
    <Bar>
      {back}
      <Title>{title}</Title>
      {actions && <Actions>{actions}</Actions>}
    </Bar>
  );
}
