import { lazy, Suspense, type ReactNode } from 'react';
import { ErrorBoundary, Spinner } from '@app/ui';

const rarePages = () => import('./rare-pages');

export const StaticPage = lazy(() => rarePages().then((pages) => ({ default: pages.StaticPage })));
export const NotFoundPage = lazy(() => rarePages().then((pages) => ({ default: pages.NotFoundPage })));
export const InvalidLinkPage = lazy(() => rarePages().then((pages) => ({ default: pages.InvalidLinkPage })));
export const FlaggedPage = lazy(() => rarePages().then((pages) => ({ default: pages.FlaggedPage })));

/** Around a lazy page: a spinner while its code loads, the error boundary if that fails. */
export function PageLoader({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<Spinner label="Loading page" />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
