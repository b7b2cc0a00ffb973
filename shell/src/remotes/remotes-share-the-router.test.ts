import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const remotesDir = join(__dirname, '../../../remotes');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('remotes and the router', () => {
  it("reach the shell's router only through @app/ui (a remote's own react-router copy would have no router context)", () => {
    const files = readdirSync(remotesDir).flatMap((remote) => sourceFiles(join(remotesDir, remote, 'src')));
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((file) => /from ['"]react-router(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
