import type { Preview } from '@storybook/react';
import { installOfflineCore } from '../../../storybook/preset/offline-core.ts';
import { basePreview } from '../../../storybook/preset/preview-base.tsx';
import { authorProfileEvents } from '../src/stories/fixtures.ts';

// Views render LiveNoteCard, which reads the core: give them one with no relays.
installOfflineCore(authorProfileEvents);

// An object literal (not a bare identifier), so Storybook can parse the annotations.
export default { ...basePreview } satisfies Preview;
