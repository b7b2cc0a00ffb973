import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import children from '../children.json' with { type: 'json' };

export interface ChildStorybook {
  id: string;
  title: string;
  /** Package directory relative to the repository root. */
  dir: string;
  /** Port of its `storybook dev` server. */
  port: number;
}

export const repoRoot = resolve(import.meta.dirname, '../..');
export const childStorybooks: ChildStorybook[] = children;

/** Number of stories in a child's static build, 0 when it is not built. */
export function builtStoryCount(child: ChildStorybook): number {
  const indexPath = join(repoRoot, child.dir, 'storybook-static', 'index.json');
  if (!existsSync(indexPath)) return 0;
  const index = JSON.parse(readFileSync(indexPath, 'utf8')) as { entries: Record<string, unknown> };
  return Object.keys(index.entries).length;
}

/** Whether the package has story files (its stories glob is `src/**\/*.stories.tsx`). */
export function hasStoryFiles(child: ChildStorybook): boolean {
  const src = join(repoRoot, child.dir, 'src');
  if (!existsSync(src)) return false;
  return readdirSync(src, { recursive: true }).some((file) => String(file).endsWith('.stories.tsx'));
}
