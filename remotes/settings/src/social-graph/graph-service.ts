import type { RuntimeConfig } from '@app/core';

/** Why 'Download graph' is off when the deployment names no graph service. */
export const NO_GRAPH_SERVICE = 'No social graph service is configured for this deployment.';

/** The social graph service of the runtime config (validated http(s) when parsed), or null. */
export function graphServiceUrl(config: RuntimeConfig): string | null {
  return config.socialGraphService ?? null;
}
