// The rule that keeps the entry points apart (README, 'What a first load carries'): each folder of src/ belongs to one
// entry point, and code reaches another entry point by its package name only. A relative import across the line
// would build a second copy of the imported module (and of its React contexts) into the importing entry.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import pkg from '../package.json';

const SRC = dirname(new URL(import.meta.url).pathname);

/** Which entry point each folder of src/ belongs to; a new folder is added here first. */
const ENTRY_FOLDERS: Record<string, string[]> = {
  '@app/ui': ['theme', 'routing', 'hooks', 'primitives', 'errors', 'lazy', 'slots'],
  '@app/ui/nostr': ['connected', 'content', 'kinds', 'embeds', 'media', 'nostr', 'reactions', 'note-menu', 'people', 'social', 'menus'],
  '@app/ui/qr': ['qr'],
  '@app/ui/map': ['map'],
};
/** Helpers for tests and stories only, in no entry point. */
const OUTSIDE_ENTRIES = ['testing'];

const entryOfFolder = new Map(Object.entries(ENTRY_FOLDERS).flatMap(([entry, folders]) => folders.map((folder) => [folder, entry])));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1]);
}

function folderOf(path: string): string {
  return relative(SRC, path).split('/')[0];
}

describe('@app/ui entry points', () => {
  it('gives every folder of src/ one entry point', () => {
    const folders = readdirSync(SRC).filter((name) => statSync(join(SRC, name)).isDirectory());
    expect(folders.filter((folder) => !entryOfFolder.has(folder) && !OUTSIDE_ENTRIES.includes(folder))).toEqual([]);
  });

  it('publishes exactly these entry points', () => {
    expect(Object.keys(pkg.exports).map((subpath) => `@app/ui${subpath.slice(1)}`).sort()).toEqual(Object.keys(ENTRY_FOLDERS).sort());
  });

  it('crosses between entry points by package name only, and never imports its own entry point by name', () => {
    const crossings: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const own = entryOfFolder.get(folderOf(file));
      if (!own) continue; // the entry files themselves, and testing/
      for (const request of importsOf(file)) {
        const target = request.startsWith('.') ? entryOfFolder.get(folderOf(resolve(dirname(file), request))) : undefined;
        if (target && target !== own) crossings.push(`${relative(SRC, file)} imports ${request} (${target}) by path`);
        if (request === own) crossings.push(`${relative(SRC, file)} imports its own entry point ${own}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
