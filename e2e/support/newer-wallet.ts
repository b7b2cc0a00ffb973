import { execFileSync } from 'node:child_process';

const root = new URL('../../', import.meta.url).pathname;

/** Builds the wallet remote of a newer workspace (e2e/fixtures/wallet-next): another build of it; returns its dist/. */
export function buildNewerWallet(): string {
  const config = 'e2e/fixtures/wallet-next/rspack.config.mjs';
  execFileSync(process.execPath, ['node_modules/@rspack/cli/bin/rspack.js', 'build', '-c', config], { cwd: root, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
  return `${root}e2e/fixtures/wallet-next/dist`;
}
