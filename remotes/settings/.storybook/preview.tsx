import type { Preview } from '@storybook/react';
import { installOfflineCore } from '../../../storybook/preset/offline-core.ts';
import { basePreview } from '../../../storybook/preset/preview-base.tsx';

// The SettingsPage stories render the connected NetworkSettings: give it a core with no relays.
installOfflineCore();

// An object literal (not a bare identifier), so Storybook can parse the annotations.
export default { ...basePreview } satisfies Preview;
