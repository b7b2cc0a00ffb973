import { createMain } from '../../storybook/preset/main-base.ts';

export default createMain(import.meta.dirname, ['src/**/*.stories.tsx']);
