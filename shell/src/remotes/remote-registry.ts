import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from './areas';
import { describeLoadFailure } from './remote-errors';

const entries = new Map<string, string>();
/** Page loads started ahead of their route (see preloadRemotePage), taken by the route's first load. */
const preloads = new Map<string, Promise<ComponentType<any>>>();
/** Pages loaded at least once, by remote/page: a preload of one of them has nothing left to fetch. */
const loaded = new Map<string, ComponentType<any>>();

/** Registers every remote named in runtime-config.json; nothing is fetched until a route needs it. */
export function registerRemotesFromConfig(remotes: Record<string, string>): void {
  for (const [name, entry] of Object.entries(remotes)) entries.set(name, entry);
  registerRemotes([...entries].map(([name, entry]) => ({ name, entry })), { force: true });
}

/** Forgets a failed load so the next attempt fetches the remote's manifest again. */
export function resetRemote(remote: RemoteName): void {
  for (const key of preloads.keys()) if (key.startsWith(`${remote}/`)) preloads.delete(key);
  for (const key of loaded.keys()) if (key.startsWith(`${remote}/`)) loaded.delete(key);
  const entry = entries.get(remote);
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}

/**
 * Starts loading a page now, once: its route's first loadRemotePage gets this load. Returns the load, or undefined
 * when there is nothing to start (already loaded, already loading, or a remote runtime-config.json does not name).
 */
export function preloadRemotePage(remote: RemoteName, page: string): Promise<unknown> | undefined {
  const key = `${remote}/${page}`;
  if (preloads.has(key) || loaded.has(key) || !entries.has(remote)) return undefined;
  const load = fetchRemotePage(remote, page);
  load.catch(() => preloads.delete(key)); // the route's own load reports the failure; a later preload tries again
  preloads.set(key, load);
  return load;
}

/** The page's component when a load of it (a preload, say) has already finished; the route then renders it at once. */
export function loadedRemotePage(remote: RemoteName, page: string): ComponentType<any> | undefined {
  const key = `${remote}/${page}`;
  const Page = loaded.get(key);
  if (Page) preloads.delete(key); // finished: nothing left for loadRemotePage to take
  return Page;
}

export function loadRemotePage(remote: RemoteName, page: string): Promise<ComponentType<any>> {
  const key = `${remote}/${page}`;
  const preloaded = preloads.get(key);
  preloads.delete(key);
  return preloaded ?? fetchRemotePage(remote, page);
}

async function fetchRemotePage(remote: RemoteName, page: string): Promise<ComponentType<any>> {
  if (!entries.has(remote)) throw new Error(`Remote "${remote}" is not in runtime-config.json`);
  const module = await loadRemote<{ default?: ComponentType<any> }>(`${remote}/${page}`).catch((error: unknown) => {
    throw describeLoadFailure(error);
  });
  if (!module?.default) throw new Error(`${remote}/${page} could not be loaded`);
  loaded.set(`${remote}/${page}`, module.default);
  return module.default;
}
