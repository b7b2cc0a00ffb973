import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'chat',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: true,
  },
});
