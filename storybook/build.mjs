// Builds the static Storybook of every package that has stories, one after
// another (2 cores: sequential is fastest), then the composed Storybook into
// storybook/storybook-static/ with each child copied to storybook-static/<id>/,
// where the composition's refs point.
// Usage: node build.mjs            (all children)
//        node build.mjs ui feed    (only these children, then compose)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const here = import.meta.dirname;
const repoRoot = resolve(here, '..');
const storybookBin = join(repoRoot, 'node_modules', '.bin', 'storybook');
const children = JSON.parse(readFileSync(join(here, 'children.json'), 'utf8'));
const outputDir = join(here, 'storybook-static');
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Rspack prints this at exit of every build; it is noise, not a failure. */
const isNoise = (line) => line.includes('ObjectRef is not unref');

/** Same as each package's `build-storybook` script, without npm's start-up cost. */
function buildStorybook(cwd, label, env = {}) {
  const started = Date.now();
  const args = ['build', '-c', '.storybook', '-o', 'storybook-static', '--quiet'];
  const result = spawnSync(storybookBin, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8' });
  const errors = result.stderr.split('\n').filter((line) => line.trim() && !isNoise(line));
  if (errors.length) console.error(errors.join('\n'));
  if (result.status !== 0) {
    console.error(result.stdout);
    throw new Error(`storybook build failed for ${label} (exit ${result.status})`);
  }
  console.log(`built ${label} in ${seconds(started)}`);
}

/** Mirrors the stories glob of every package: src/**\/*.stories.tsx. */
function hasStoryFiles(packageDir) {
  const src = join(packageDir, 'src');
  if (!existsSync(src)) return false;
  return readdirSync(src, { recursive: true }).some((file) => String(file).endsWith('.stories.tsx'));
}

function main() {
  const started = Date.now();
  const only = process.argv.slice(2);
  const withStories = children.filter((child) => hasStoryFiles(join(repoRoot, child.dir)));
  for (const child of withStories) {
    if (!only.length || only.includes(child.id)) buildStorybook(join(repoRoot, child.dir), child.id);
  }
  const refIds = withStories.map((child) => child.id);
  buildStorybook(here, 'composition', { STORYBOOK_REFS: refIds.join(',') });
  for (const child of withStories) {
    cpSync(join(repoRoot, child.dir, 'storybook-static'), join(outputDir, child.id), { recursive: true });
  }
  const skipped = children.filter((child) => !refIds.includes(child.id)).map((child) => child.id);
  console.log(`composed ${refIds.join(', ')} into storybook/storybook-static/ in ${seconds(started)}`);
  if (skipped.length) console.log(`no stories yet (left out): ${skipped.join(', ')}`);
}

main();
