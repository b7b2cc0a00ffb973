/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { registerPushHandlers } from './push-handlers';
import { registerRuntimeCaching, warmRemoteCaches } from './runtime-caching';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The shell's files, listed (with revisions) by the build: a new shell build is a new worker, which waits until the
// page's 'Update Available - Click to Refresh' tells it to take over.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Every app route is the shell's page; the server's own documents (NIP-05 names) are not.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/\.well-known\//] }));
registerRuntimeCaching();
registerPushHandlers(self);

self.addEventListener('install', (event) => event.waitUntil(warmRemoteCaches()));
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first worker controls the page that installed it at once (offline from the first visit on).
clientsClaim();
