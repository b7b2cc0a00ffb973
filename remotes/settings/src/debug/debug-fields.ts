import type { FieldSpec } from '../ui';

/** Debug mode. */
export const DEBUG_MODE_FIELD: FieldSpec<'enabled'> = { key: 'enabled', label: 'Debug mode', hint: 'Shows developer information below: relay states and errors, remotes, storage' };

/** The throwaway key of debug sessions: only whether one is set is ever shown. */
export const DEBUG_KEY_FIELD: FieldSpec<'privateKey'> = {
  key: 'privateKey',
  label: 'Debug session key',
  hint: 'A throwaway key for debug sessions, never your own key',
};
