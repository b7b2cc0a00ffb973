import styled from '@emotion/styled';
import { useSyncExternalStore } from 'react';

/** Spec-free wording: what the user sees while the browser has no network. */
export const OFFLINE_TEXT = "You're offline. Showing what this device has saved; new posts arrive once you're back online.";

const Banner = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.sm}px ${theme.spacing.lg}px`};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.warning};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const subscribe = (onChange: () => void) => {
  addEventListener('online', onChange);
  addEventListener('offline', onChange);
  return () => {
    removeEventListener('online', onChange);
    removeEventListener('offline', onChange);
  };
};

/** Whether the browser says it has a network, live. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

/** The offline indicator (a status line above the page), shown only while offline. */
export function OfflineBannerView({ online }: { online: boolean }) {
  if (online) return null;
  return (
    <Banner role="status" data-testid="offline-indicator">
      {OFFLINE_TEXT}
    </Banner>
  );
}

/** The page's offline indicator. */
export function OfflineBanner() {
  return <OfflineBannerView online={useOnline()} />;
}
