import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from './areas';

const entries = new Map<string, string>();

/** Registers every remote named in runtime-config.json; nothing is fetched until a route needs it. */
export function registerRemotesFromConfig(remotes: Record<string, string>): void {
  for (const [name, entry] of Object.entries(remotes)) entries.set(name, entry);
  registerRemotes([...entries].map(([name, entry]) => ({ name, entry })), { force: true });
}

/** Forgets a failed load so the next attempt fetches the remote's manifest again. */
export function resetRemote(remote: RemoteName): void {
  const entry = entries.get(remote);
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}

export async function loadRemotePage(remote: RemoteName, page: string): Promise<ComponentType<any>> {
  if (!entries.has(remote)) throw new Error(`Remote "${remote}" is not in runtime-config.json`);
  const module = await loadRemote<{ default?: ComponentType<any> }>(`${remote}/${page}`);
  if (!module?.default) throw new Error(`${remote}/${page} could not be loaded`);
  return module.default;
}
