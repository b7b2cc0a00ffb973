import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

const root = new URL('../../', import.meta.url).pathname;
let built: string | null = null;

/**
 * Builds the hostile test remote (e2e/fixtures/hostile-remote: the settings remote's module names, a page that throws
 * in render, a page that probes for the private key) into a temporary directory, once per worker; returns it.
 */
export function buildHostileRemote(): string {
  if (built) return built;
  const out = mkdtempSync(join(tmpdir(), 'hostile-remote-'));
  const config = 'e2e/fixtures/hostile-remote/rspack.config.mjs';
  execFileSync(process.execPath, ['node_modules/@rspack/cli/bin/rspack.js', 'build', '-c', config], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', HOSTILE_REMOTE_OUT: out },
  });
  built = out;
  return out;
}

type App = {
  readConfig(): { remotes: Record<string, string> };
  writeConfig(config: unknown): void;
  deployCopy(name: string, port: number, built?: string): Promise<string>;
};

/** The hostile remote's manifest URL per app: deployed once (on a free port), kept for the worker's life. */
const deployments = new WeakMap<App, Promise<string>>();

function deployHostileRemote(app: App): Promise<string> {
  let manifest = deployments.get(app);
  if (!manifest) deployments.set(app, (manifest = freePort().then((port) => app.deployCopy('settings', port, buildHostileRemote()))));
  return manifest;
}

/** Points the settings remote at the hostile remote in runtime-config.json (read at the next page load); returns the restore. */
export async function pointSettingsAtHostileRemote(app: App): Promise<() => void> {
  const original = app.readConfig();
  const manifest = await deployHostileRemote(app);
  app.writeConfig({ ...original, remotes: { ...original.remotes, settings: manifest } });
  return () => app.writeConfig(original);
}
