import type { Settings } from '@app/core';
import type { BooleanKeys, FieldSpec } from '../ui';

/** The desktop app's switches. */
export const DESKTOP_TOGGLES: readonly FieldSpec<BooleanKeys<Settings['desktop']>>[] = [
  { key: 'startOnBoot', label: 'Start on boot', hint: 'Open the desktop app when your computer starts. Has no effect in a browser.' },
];
