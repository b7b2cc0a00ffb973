import type { Location } from 'react-router';
import { isKeptAlive } from '../routes/route-table';

export const MAX_KEPT_ENTRIES = 10;

export interface StackEntry {
  key: string;
  location: Location;
}

export type NavigationAction = 'PUSH' | 'POP' | 'REPLACE';

/**
 * The keep-alive history stack of spec 1: pages of the last 10 entries stay rendered, `/` is always kept
 * (one home page, reused), notification and replies pages are dropped as soon as they are left.
 */
export function nextStack(
  stack: StackEntry[],
  location: Location,
  action: NavigationAction,
  max = MAX_KEPT_ENTRIES,
): StackEntry[] {
  if (stack.some((entry) => entry.key === location.key)) return stack;
  const entry = { key: location.key, location };
  let next = action === 'REPLACE' ? stack.slice(0, -1) : [...stack];
  if (location.pathname === '/') next = next.filter((e) => e.location.pathname !== '/');
  next.push(entry);
  next = next.filter((e) => e === entry || isKeptAlive(e.location.pathname));
  return evictOldest(next, entry, max);
}

function evictOldest(stack: StackEntry[], active: StackEntry, max: number): StackEntry[] {
  const next = [...stack];
  while (next.length > max) {
    const index = next.findIndex((e) => e !== active && e.location.pathname !== '/');
    if (index < 0) break;
    next.splice(index, 1);
  }
  return next;
}
