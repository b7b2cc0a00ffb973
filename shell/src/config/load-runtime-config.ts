import { parseRuntimeConfig, type RuntimeConfig } from '@app/core';

/** The shell knows its remotes and default relays only from this file, so a redeploy needs no rebuild. */
export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url}: ${response.status} ${response.statusText}`);
  return parseRuntimeConfig(await response.json());
}
