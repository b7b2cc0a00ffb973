import type { NavigateFunction } from 'react-router';

/** Back goes to '/' when there is no in-app history (spec 1 Navigation). */
export function goBack(navigate: NavigateFunction): void {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (index > 0) navigate(-1);
  else navigate('/', { replace: true });
}
