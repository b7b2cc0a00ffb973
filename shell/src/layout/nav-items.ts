import type { IconName } from '@app/ui';

export interface NavItem {
  to: string;
  label: string;
  icon: IconName;
  /** Paths that highlight this item besides `to` itself. */
  matches: RegExp;
  /** Shows the unread notifications dot, or the unread chats count, on the icon. */
  unreadBadge?: 'notifications' | 'messages';
}

export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: 'Home', icon: 'home', matches: /^\/$/ },
  { to: '/search', label: 'Search', icon: 'search', matches: /^\/(search|u|m|map|relay)(\/|$)/ },
  { to: '/chats', label: 'Messages', icon: 'chat', matches: /^\/chats(\/|$)/, unreadBadge: 'messages' },
  { to: '/notifications', label: 'Notifications', icon: 'bell', matches: /^\/notifications/, unreadBadge: 'notifications' },
  { to: '/wallet', label: 'Wallet', icon: 'wallet', matches: /^\/(wallet|old-wallet|subscribe)/ },
  { to: '/settings', label: 'Settings', icon: 'settings', matches: /^\/settings(\/|$)/ },
];

export function isActive(item: NavItem, pathname: string): boolean {
  return item.matches.test(pathname);
}
