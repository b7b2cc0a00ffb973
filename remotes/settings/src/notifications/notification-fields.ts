import type { Settings } from '@app/core';
import type { FieldSpec } from '../ui';

/** The notification/API server (spec 1 §7); empty uses the default address. */
export const SERVER_FIELD: FieldSpec<'server'> = {
  key: 'server',
  label: 'Notification server',
  hint: 'Leave empty to use the default server',
};

/** One switch per notification type (all on by default). */
export const PREFERENCE_TOGGLES: readonly FieldSpec<keyof Settings['notifications']['preferences']>[] = [
  { key: 'mentions', label: 'Mentions' },
  { key: 'replies', label: 'Replies' },
  { key: 'reposts', label: 'Reposts' },
  { key: 'reactions', label: 'Reactions' },
  { key: 'zaps', label: 'Zaps' },
  { key: 'dms', label: 'Direct messages' },
];
