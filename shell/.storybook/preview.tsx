import type { Preview } from '@storybook/react';
import { basePreview } from '../../storybook/preset/preview-base.tsx';

// An object literal (not a bare identifier), so Storybook can parse the annotations.
export default { ...basePreview } satisfies Preview;
