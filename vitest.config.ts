import { defineConfig } from 'vitest/config';

/** Unit and component tests of every package (stories run in their own config: storybook/vitest.stories.config.ts). */
export default defineConfig({
  test: {
    projects: [
      'shared/core',
      'shared/ui',
      'shell',
      'remotes/*',
      {
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.mjs', 'bench/**/*.test.mjs', 'e2e/servers/**/*.test.mjs'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
