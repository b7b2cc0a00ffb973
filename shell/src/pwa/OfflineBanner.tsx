import { useSyncExternalStore } from 'react';
import { StatusLine } from '../layout/StatusLine';

/** Spec-free wording: what the user sees while the browser has no network. */
export const OFFLINE_TEXT = "You're offline. Showing what this device has saved; new posts arrive once you're back online.";

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
    <StatusLine role="status" data-testid="offline-indicator">
      {OFFLINE_TEXT}
    </StatusLine>
  );
}

/** The page's offline indicator. */
export function OfflineBanner() {
  return <OfflineBannerView online={useOnline()} />;
}
