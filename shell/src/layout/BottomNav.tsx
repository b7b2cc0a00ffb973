import styled from '@emotion/styled';
import { Link, useLocation } from 'react-router';
import { Icon } from '@app/ui';
import { NAV_ITEMS, isActive } from './nav-items';
import { BadgeAnchor, NotificationBadge } from './NotificationBadge';
import { MessagesBadge } from './MessagesBadge';
import { preloadOnIntent } from '../remotes/preload-route';

const Bar = styled.nav`
  position: fixed;
  bottom: 0;
  left: 0;
  right: 0;
  display: flex;
  justify-content: space-around;
  padding: 6px 0 calc(6px + env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.colors.bg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  z-index: 10;
  @media (min-width: ${({ theme }) => theme.breakpoints.desktop}px) {
    display: none;
  }
`;

const Item = styled(Link)`
  color: ${({ theme }) => theme.colors.muted};
  padding: 8px 12px;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** Mobile bottom bar (< 1024 px). */
export function BottomNav() {
  const { pathname } = useLocation();
  return (
    <Bar aria-label="Main mobile">
      {NAV_ITEMS.map((item) => (
        <Item key={item.to} to={item.to} {...preloadOnIntent(item.to)} aria-label={item.label} aria-current={isActive(item, pathname) ? 'page' : undefined}>
          <BadgeAnchor>
            <Icon name={item.icon} />
            {item.unreadBadge === 'notifications' && <NotificationBadge />}
            {item.unreadBadge === 'messages' && <MessagesBadge />}
          </BadgeAnchor>
        </Item>
      ))}
    </Bar>
  );
}
