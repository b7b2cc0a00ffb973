import { fetchRuntimeConfig } from './config/fetch-runtime-config';

// The runtime config loads while the shared modules do.
const rawConfig = fetchRuntimeConfig();
rawConfig.catch(() => {}); // reported by bootstrap's start()

// Async boundary: lets Module Federation negotiate shared singletons before any app code runs.
void import('./bootstrap').then(({ start }) => start(rawConfig));
