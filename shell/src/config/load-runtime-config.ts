import { parseRuntimeConfig, type RuntimeConfig } from '@app/core';
import { fetchRuntimeConfig } from './fetch-runtime-config';

/** The shell knows its remotes and default relays only from this file, so a redeploy needs no rebuild. */
export async function loadRuntimeConfig(raw: Promise<unknown> = fetchRuntimeConfig()): Promise<RuntimeConfig> {
  return parseRuntimeConfig(await raw);
}
