import { lazy, Suspense, useState } from 'react';
import { Button } from '@app/ui';
import { POPULAR_WIDGET_TITLE } from './widget-titles';
import { Widget } from './Widget';

const PopularWidget = lazy(() => import('./PopularWidget'));

/** localStorage: 'open' once the user asked for the popular posts (they stay shown on every page from then on). */
export const POPULAR_WIDGET_KEY = 'app:popular-widget';

const storedOpen = () => {
  try {
    return localStorage.getItem(POPULAR_WIDGET_KEY) === 'open';
  } catch {
    return false;
  }
};

/**
 * 'Popular' on pages other than Home: the popular feed, its note components and the event cache are a page's worth of
 * code and data, so they load when the user asks for them once (remembered), not with every page.
 */
export function PopularGate() {
  const [open, setOpen] = useState(storedOpen);
  if (open) {
    return (
      <Suspense fallback={null}>
        <PopularWidget />
      </Suspense>
    );
  }
  const show = () => {
    try {
      localStorage.setItem(POPULAR_WIDGET_KEY, 'open');
    } catch {
      // storage denied: shown for this page only
    }
    setOpen(true);
  };
  return (
    <Widget title={POPULAR_WIDGET_TITLE}>
      <Button type="button" variant="ghost" size="sm" aria-expanded={false} onClick={show}>
        Show popular posts
      </Button>
    </Widget>
  );
}
