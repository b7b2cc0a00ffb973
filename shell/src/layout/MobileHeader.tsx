import styled from '@emotion/styled';
import { useTheme } from '@emotion/react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Icon, pageTitle$, useObservable } from '@app/ui';
import { RelayIndicator } from './RelayIndicator';
import { goBack } from './go-back';
import { useNarrowerThan, useScrollHeader } from './scroll-header';
import { BadgeAnchor, NotificationBadge } from './NotificationBadge';
import { MessagesBadge } from './MessagesBadge';
import { AccountButton } from '../auth/AccountButton';
import { preloadOnIntent } from '../remotes/preload-route';
import { SearchField } from '../search/SearchField';

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

/** The app name and the page's title share one place: on Home the name fades to the feed's name as you scroll. */
const Titles = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  height: 28px;
`;

const Layer = styled.div`
  position: absolute;
  inset: 0;
  line-height: 28px;
  font-weight: 700;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  transition: opacity 0.1s linear;
`;

const Logo = styled.span`
  flex: none;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
`;

/** The app's logo and name, linking home. */
function Brand({ opacity }: { opacity: number }) {
  return (
    <Layer style={{ opacity, pointerEvents: opacity < 0.5 ? 'none' : undefined }}>
      <Link to="/" {...preloadOnIntent('/')} style={{ display: 'inline-flex', alignItems: 'center', gap: 8, color: 'inherit', textDecoration: 'none' }}>
        <Logo aria-hidden="true" />
        nostr
      </Link>
    </Layer>
  );
}

const IconButton = styled.button`
  background: none;
  border: 0;
  color: inherit;
  cursor: pointer;
  padding: 4px;
`;

/**
 * The phone's one header: back button (off home), the page's title (the app name where a page has none; on Home the
 * logo and name fading to the feed's name as you scroll), search (the header becomes the search box), account, relay
 * indicator, notifications bell. It hides on scroll down by up to 80 px (spec 1). Pages' own title bars stay out of
 * sight on phones.
 */
export function MobileHeader() {
  const { pathname } = useLocation();
  const title = useObservable(pageTitle$, null);
  const navigate = useNavigate();
  const theme = useTheme();
  const { hiddenOffset, fade } = useScrollHeader(useNarrowerThan(theme.breakpoints.desktop));
  const home = pathname === '/';
  // Home shows the brand first and the feed's name once scrolled; other pages their title, or the brand without one.
  const titleShown = title ? (home ? fade : 1) : 0;
  const [searching, setSearching] = useState(false);
  if (searching) {
    return (
      <Header data-testid="mobile-header">
        <IconButton aria-label="Close search" onClick={() => setSearching(false)}>
          <Icon name="back" />
        </IconButton>
        <div style={{ flex: 1 }}>
          <SearchField autoFocus onDone={() => setSearching(false)} />
        </div>
      </Header>
    );
  }
  return (
    <Header style={{ transform: `translateY(-${hiddenOffset}px)` }} data-testid="mobile-header">
      {pathname !== '/' && (
        <IconButton aria-label="Back" onClick={() => goBack(navigate)}>
          <Icon name="back" />
        </IconButton>
      )}
      <Titles>
        <Brand opacity={1 - titleShown} />
        {title && (
          <Layer style={{ opacity: titleShown }} data-testid="mobile-title" aria-hidden={titleShown < 0.5 || undefined}>
            {title}
          </Layer>
        )}
      </Titles>
      <IconButton aria-label="Search" onClick={() => setSearching(true)}>
        <Icon name="search" />
      </IconButton>
      <AccountButton compact />
      <RelayIndicator />
      {pathname === '/' && (
        <Link to="/chats" {...preloadOnIntent('/chats')} aria-label="Messages" style={{ color: 'inherit' }}>
          <BadgeAnchor>
            <Icon name="chat" />
            <MessagesBadge />
          </BadgeAnchor>
        </Link>
      )}
      <Link to="/notifications" {...preloadOnIntent('/notifications')} aria-label="Notifications" style={{ color: 'inherit' }}>
        <BadgeAnchor>
          <Icon name="bell" />
          <NotificationBadge />
        </BadgeAnchor>
      </Link>
    </Header>
  );
}
