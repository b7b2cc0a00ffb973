import { createMain } from '../../../storybook/preset/main-base';

export default createMain(import.meta.dirname, ['src/**/*.stories.tsx']);
