import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'wallet',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: true,
  },
});
