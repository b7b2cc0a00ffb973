import styled from '@emotion/styled';
import { ErrorBoundary, Spinner } from '@app/ui';
import { lazy, Suspense } from 'react';

/** The composer's code loads after the feed's: a visitor never sees it, a signed-in user sees it beside the feed. */
const Composer = lazy(() => import('../composer').then((module) => ({ default: module.Composer })));

const Slot = styled.div`
  display: none;
  margin: ${(p) => p.theme.spacing.md}px 0;
  ${(p) => p.theme.media.desktop} {
    display: block;
  }
`;

/** Desktop only, signed in only (the home view renders it then): the inline composer. */
export function ComposerSlot() {
  return (
    <Slot data-testid="composer-slot">
      <ErrorBoundary>
        <Suspense fallback={<Spinner label="Loading the composer" />}>
          <Composer mode="inline" />
        </Suspense>
      </ErrorBoundary>
    </Slot>
  );
}
