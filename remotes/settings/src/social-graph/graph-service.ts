import type { RuntimeConfig } from '@app/core';

/** Why 'Download graph' is off when the deployment names no graph service. */
export const NO_GRAPH_SERVICE = 'No social graph service is configured for this deployment.';

/**
 * The social graph service of the runtime config, or null. RuntimeConfig declares no such field yet: an http(s)
 * `socialGraphService` is read when a deployment's config carries it, so today this is null everywhere.
 */
export function graphServiceUrl(config: RuntimeConfig): string | null {
  const url = (config as RuntimeConfig & { socialGraphService?: unknown }).socialGraphService;
  return typeof url === 'string' && /^https?:\/\/\S+$/.test(url.trim()) ? url.trim() : null;
}
