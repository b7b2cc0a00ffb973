import styled from '@emotion/styled';
import { Link, useLocation } from 'react-router';
import { Icon } from '@app/ui';
import { NAV_ITEMS, isActive } from './nav-items';
import { BadgeAnchor, NotificationBadge } from './NotificationBadge';
import { MessagesBadge } from './MessagesBadge';
import { RelayIndicator } from './RelayIndicator';
import { NewPostButton } from './NewPostButton';
import { AccountButton } from '../auth/AccountButton';
import { preloadOnIntent } from '../remotes/preload-route';

const Aside = styled.nav`
  position: sticky;
  top: 0;
  height: 100vh;
  width: 220px;
  flex-shrink: 0;
  padding: 16px 12px;
  box-sizing: border-box;
  display: none;
  flex-direction: column;
  gap: 4px;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  @media (min-width: ${({ theme }) => theme.breakpoints.desktop}px) {
    display: flex;
  }
`;

const Brand = styled(Link)`
  font-weight: 700;
  font-size: 1.3rem;
  color: ${({ theme }) => theme.colors.accent};
  text-decoration: none;
  padding: 8px 12px 16px;
`;

const Item = styled(Link)<{ 'aria-current'?: 'page' }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 12px;
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-size: 1.05rem;
  &[aria-current='page'] {
    font-weight: 700;
    background: ${({ theme }) => theme.colors.surface};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** Desktop side bar (≥ 1024 px). */
export function SideNav() {
  const { pathname } = useLocation();
  return (
    <Aside aria-label="Main">
      <Brand to="/" {...preloadOnIntent('/')}>
        nostr
      </Brand>
      {NAV_ITEMS.map((item) => (
        <Item key={item.to} to={item.to} {...preloadOnIntent(item.to)} aria-current={isActive(item, pathname) ? 'page' : undefined}>
          <BadgeAnchor>
            <Icon name={item.icon} />
            {item.unreadBadge === 'notifications' && <NotificationBadge />}
            {item.unreadBadge === 'messages' && <MessagesBadge />}
          </BadgeAnchor>
          {item.label}
        </Item>
      ))}
      <NewPostButton />
      <div style={{ marginTop: 'auto', display: 'flex', flexDirection: 'column', gap: 8 }}>
        <AccountButton />
        <RelayIndicator />
      </div>
    </Aside>
  );
}
