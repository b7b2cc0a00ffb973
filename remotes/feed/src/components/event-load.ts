import type { NostrEvent } from '@app/core';

/** Where loading one event stands: still loading, found, not on any relay, or failed. */
export type EventLoad =
  | { state: 'loading' }
  | { state: 'found'; event: NostrEvent }
  | { state: 'missing' }
  | { state: 'error'; message: string };
