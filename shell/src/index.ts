import { fetchRuntimeConfig } from './config/fetch-runtime-config';
import { warmRouteRemote } from './remotes/warm-route-remote';
import { installTrustedTypes } from './security/trusted-types';

// The runtime config loads while the shared modules do.
const rawConfig = fetchRuntimeConfig();
rawConfig.catch(() => {}); // reported by bootstrap's start()
// Before any remote script or worker: the page's Content-Security-Policy requires Trusted Types for script sinks.
installTrustedTypes(rawConfig);
// The opening page's remote scripts load beside them too; a failure here only loses the head start.
warmRouteRemote(rawConfig, location.pathname).catch(() => {});

// Async boundary: lets Module Federation negotiate shared singletons before any app code runs.
void import('./bootstrap').then(({ start }) => start(rawConfig));
