import styled from '@emotion/styled';
import { Link, useLocation, useNavigate } from 'react-router';
import { Icon } from '@app/ui';
import { RelayIndicator } from './RelayIndicator';
import { goBack } from './go-back';
import { BadgeAnchor, NotificationBadge } from './NotificationBadge';
import { AccountButton } from '../auth/AccountButton';
import { preloadOnIntent } from '../remotes/preload-route';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 12px;
  background: ${({ theme }) => theme.colors.bg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media (min-width: ${({ theme }) => theme.breakpoints.desktop}px) {
    display: none;
  }
`;

const IconButton = styled.button`
  background: none;
  border: 0;
  color: inherit;
  cursor: pointer;
  padding: 4px;
`;

/** Mobile header: back button (off home), app name, relay indicator, notifications bell (with the unread dot). */
export function MobileHeader() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Header>
      {pathname !== '/' && (
        <IconButton aria-label="Back" onClick={() => goBack(navigate)}>
          <Icon name="back" />
        </IconButton>
      )}
      <Link to="/" {...preloadOnIntent('/')} style={{ fontWeight: 700, color: 'inherit', textDecoration: 'none', flex: 1 }}>
        nostr
      </Link>
      <AccountButton compact />
      <RelayIndicator />
      <Link to="/notifications" {...preloadOnIntent('/notifications')} aria-label="Notifications" style={{ color: 'inherit' }}>
        <BadgeAnchor>
          <Icon name="bell" />
          <NotificationBadge />
        </BadgeAnchor>
      </Link>
    </Header>
  );
}
