import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { join, resolve } from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import children from './children.json' with { type: 'json' };

/** Story tests: every story's play function runs in headless system Chromium. */
const repoRoot = resolve(import.meta.dirname, '..');

const chromium = playwright({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
});

/**
 * Pre-bundle every dependency reachable from the stories AND the workspace
 * sources up front. Otherwise Vite discovers e.g. nostr-tools (via @app/core)
 * mid-run, reloads the browser and the affected story files fail.
 */
function dependencyScanEntries(packageRoot: string): string[] {
  return [
    join(packageRoot, 'src/**/*.{ts,tsx}'),
    join(repoRoot, 'shared/ui/src/**/*.{ts,tsx}'),
    join(repoRoot, 'shared/core/src/**/*.ts'),
    '!**/*.test.{ts,tsx}',
    '!**/test-support/**',
  ];
}

/** Subpath imports the scan can miss when caches are warm. */
const PREBUNDLED = ['nostr-tools/nip19', 'nostr-tools/nip05', 'nostr-tools/pure', 'nostr-tools/filter', 'dexie', 'rxjs'];

function storyProject(child: { id: string; dir: string }): TestProjectInlineConfiguration {
  const packageRoot = join(repoRoot, child.dir);
  const configDir = join(packageRoot, '.storybook');
  return {
    root: packageRoot,
    plugins: [storybookTest({ configDir })],
    optimizeDeps: { entries: dependencyScanEntries(packageRoot), include: PREBUNDLED },
    test: {
      name: `stories:${child.id}`,
      // A story's first render loads its module graph; on a slow 2-core CI runner that alone can pass 5 s.
      testTimeout: 20_000,
      // Pitfall 6: the explicit setProjectAnnotations setup cannot be left out here.
      setupFiles: [join(configDir, 'vitest.setup.ts')],
      browser: {
        enabled: true,
        headless: true,
        provider: chromium,
        instances: [{ browser: 'chromium' }],
        // Seven projects start a browser each while Vite pre-bundles for all of them: on 2 busy cores one took over
        // the default 30 s to connect and the whole run reported no tests.
        connectTimeout: 120_000,
      },
    },
  };
}

export default defineConfig({
  test: {
    // A package without stories yet contributes no tests instead of failing.
    passWithNoTests: true,
    projects: [...children, { id: 'composition', dir: 'storybook' }].map(storyProject),
  },
});
