import { mergeRsbuildConfig } from '@rsbuild/core';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import type { StorybookConfig } from 'storybook-react-rsbuild';

const require = createRequire(import.meta.url);

/**
 * Absolute directory of an installed package. Storybook resolves framework and
 * addon presets from the hoisted `storybook` package, so bare names fail in
 * this monorepo (toolchain pitfall 5); absolute paths always resolve.
 */
export function abs(packageName: string): string {
  return dirname(require.resolve(join(packageName, 'package.json')));
}

/**
 * Storybook main config shared by every package.
 * @param configDir the package's `.storybook` directory (pass `import.meta.dirname`)
 * @param storiesGlobs globs relative to the package root, e.g. `src/**\/*.stories.tsx`
 */
export function createMain(configDir: string, storiesGlobs: string[]): StorybookConfig {
  const packageRoot = dirname(configDir);
  return {
    stories: storiesGlobs.map((glob) => join(relative(configDir, packageRoot), glob)),
    framework: { name: abs('storybook-react-rsbuild'), options: {} },
    addons: [abs('@storybook/addon-vitest')],
    core: { disableTelemetry: true },
    typescript: { reactDocgen: 'react-docgen' },
    // The preview's chunk loader gets the Trusted Types policy the app's CSP names for the shell's (see preview-policy.mjs).
    rsbuildFinal: (config) => mergeRsbuildConfig(config, { tools: { rspack: { output: { trustedTypes: { policyName: 'shell' } } } } }),
  };
}
