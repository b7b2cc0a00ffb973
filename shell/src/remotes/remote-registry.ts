import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from './areas';

const entries = new Map<string, string>();
/** Page loads started ahead of their route (see preloadRemotePage), taken by the route's first load. */
const preloads = new Map<string, Promise<ComponentType<any>>>();

/** Registers every remote named in runtime-config.json; nothing is fetched until a route needs it. */
export function registerRemotesFromConfig(remotes: Record<string, string>): void {
  for (const [name, entry] of Object.entries(remotes)) entries.set(name, entry);
  registerRemotes([...entries].map(([name, entry]) => ({ name, entry })), { force: true });
}

/** Forgets a failed load so the next attempt fetches the remote's manifest again. */
export function resetRemote(remote: RemoteName): void {
  for (const key of preloads.keys()) if (key.startsWith(`${remote}/`)) preloads.delete(key);
  const entry = entries.get(remote);
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}

/** Starts loading a page now; its route's first loadRemotePage gets this load. */
export function preloadRemotePage(remote: RemoteName, page: string): void {
  const key = `${remote}/${page}`;
  if (preloads.has(key) || !entries.has(remote)) return;
  const load = fetchRemotePage(remote, page);
  load.catch(() => preloads.delete(key)); // the route's own load reports the failure
  preloads.set(key, load);
}

export function loadRemotePage(remote: RemoteName, page: string): Promise<ComponentType<any>> {
  const key = `${remote}/${page}`;
  const preloaded = preloads.get(key);
  preloads.delete(key);
  return preloaded ?? fetchRemotePage(remote, page);
}

async function fetchRemotePage(remote: RemoteName, page: string): Promise<ComponentType<any>> {
  if (!entries.has(remote)) throw new Error(`Remote "${remote}" is not in runtime-config.json`);
  const module = await loadRemote<{ default?: ComponentType<any> }>(`${remote}/${page}`);
  if (!module?.default) throw new Error(`${remote}/${page} could not be loaded`);
  return module.default;
}
