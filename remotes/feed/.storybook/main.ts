import { createMain } from '../../../storybook/preset/main-base.ts';

// The app's public files under /app, so stories (and story tests) can show an image that loads offline.
export default { ...createMain(import.meta.dirname, ['src/**/*.stories.tsx']), staticDirs: [{ from: '../../../shell/public', to: '/app' }] };
