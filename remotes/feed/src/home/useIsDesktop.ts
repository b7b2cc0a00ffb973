import { useSyncExternalStore } from 'react';

const DESKTOP_QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void) {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isDesktop = () => typeof matchMedia === 'function' && matchMedia(DESKTOP_QUERY).matches;

/** Whether the screen is large (the theme's desktop breakpoint), following resizes. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktop, () => false);
}
