import type { StorybookConfig } from 'storybook-react-rsbuild';
import { builtStoryCount, childStorybooks, hasStoryFiles } from '../preset/children.ts';
import { createMain } from '../preset/main-base.ts';

type Refs = Record<string, { title: string; url: string }>;

/** Children to compose: chosen by build.mjs (STORYBOOK_REFS), else those built with stories. */
function composedChildren() {
  const chosen = process.env.STORYBOOK_REFS?.split(',');
  if (chosen) return childStorybooks.filter((child) => chosen.includes(child.id));
  return childStorybooks.filter((child) => builtStoryCount(child) > 0);
}

/** Static build: build.mjs copies each child to `storybook-static/<id>/`, so refs are relative. */
function staticRefs(): Refs {
  const built = composedChildren();
  return Object.fromEntries(built.map((c) => [c.id, { title: c.title, url: `./${c.id}` }]));
}

/**
 * `storybook dev`: refs point at the children's own dev servers (ports 6010–6016).
 * Start those first: a ref that is down when the composition starts stays unloaded.
 */
function devRefs(): Refs {
  const withStories = childStorybooks.filter(hasStoryFiles);
  return Object.fromEntries(
    withStories.map((c) => [c.id, { title: c.title, url: `http://localhost:${c.port}` }]),
  );
}

const config: StorybookConfig = {
  ...createMain(import.meta.dirname, ['src/**/*.stories.tsx']),
  refs: (_config, { configType }) => (configType === 'PRODUCTION' ? staticRefs() : devRefs()),
};

export default config;
