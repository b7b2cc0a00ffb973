// Production build of every federated app: each remote alone into its own dist/, then the shell.
import { execFileSync } from 'node:child_process';
import { REMOTES, appDir } from './apps.mjs';

const only = process.argv.slice(2);
const apps = [...REMOTES, 'shell'].filter((name) => only.length === 0 || only.includes(name));
const rspack = 'node_modules/@rspack/cli/bin/rspack.js';

for (const name of apps) {
  const started = Date.now();
  execFileSync(process.execPath, [rspack, 'build', '-c', `${appDir(name)}/rspack.config.mjs`], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  console.log(`built ${name.padEnd(8)} in ${((Date.now() - started) / 1000).toFixed(1)} s → ${appDir(name)}/dist`);
}
