import styled from '@emotion/styled';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { horizontalScrollCue, revealSelected } from './scrollCue';

const Bar = styled.nav`
  display: flex;
  gap: ${(p) => p.theme.spacing.xs}px;
  ${(p) => horizontalScrollCue(p.theme)}
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Tab = styled(Link, { shouldForwardProp: (prop) => prop !== '$active' })<{ $active: boolean }>`
  padding: ${(p) => p.theme.spacing.sm}px ${(p) => p.theme.spacing.lg}px;
  white-space: nowrap;
  font-weight: 600;
  color: ${(p) => (p.$active ? p.theme.colors.text : p.theme.colors.muted)};
  border-bottom: 2px solid ${(p) => (p.$active ? p.theme.colors.accent : 'transparent')};
  &:hover {
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
  }
`;

export interface TabItem {
  label: string;
  to: string;
  active?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  label?: string;
}

/** Row of navigation tabs (scrolling with a cue when they do not fit, the active one in view), marked aria-current="page". */
export function Tabs({ items, label = 'Tabs' }: TabsProps) {
  const bar = useRef<HTMLElement>(null);
  const active = items.find((item) => item.active)?.to;
  useLayoutEffect(() => revealSelected(bar.current), [active]);
  return (
    <Bar ref={bar} aria-label={label}>
      {items.map((item) => (
        <Tab
          key={item.to}
          to={item.to}
          $active={Boolean(item.active)}
          aria-current={item.active ? 'page' : undefined}
        >
          {item.label}
        </Tab>
      ))}
    </Bar>
  );
}
