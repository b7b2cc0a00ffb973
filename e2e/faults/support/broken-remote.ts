// A deployed copy of a remote with broken JavaScript: its remoteEntry.js no longer parses, or the chunk of an
// exposed page throws when it runs (a deploy cut short, a bad CDN edit).
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type Breakage = 'remoteEntry syntax error' | 'exposed chunk throws';

const root = new URL('../../../', import.meta.url).pathname;

interface Manifest {
  exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
}

/** Copies the remote's dist/ and breaks it; returns the copy's directory (to hand to app.deployCopy). */
export function brokenCopy(remote: string, page: string, breakage: Breakage): string {
  const dir = mkdtempSync(join(tmpdir(), `${remote}-broken-`));
  cpSync(join(root, 'remotes', remote, 'dist'), dir, { recursive: true });
  if (breakage === 'remoteEntry syntax error') {
    writeFileSync(join(dir, 'remoteEntry.js'), `${readFileSync(join(dir, 'remoteEntry.js'), 'utf8').slice(0, 500)}\n}) this is not JavaScript (`);
  } else {
    const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')) as Manifest;
    const files = manifest.exposes.find((expose) => expose.name === page)?.assets.js.sync ?? [];
    if (!files.length) throw new Error(`${remote}/${page}: no exposed chunk in its manifest`);
    for (const file of files) writeFileSync(join(dir, file), `throw new Error('${remote}/${page}: broken deploy');\n`);
  }
  return dir;
}
