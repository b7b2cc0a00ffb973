/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { remoteAssetUrls, type RemoteManifest } from './remote-assets';

/** Cache names, also read by the e2e and the offline checks. */
export const CACHES = { config: 'app-config', entries: 'remote-entries', chunks: 'app-chunks', images: 'images' } as const;

const NETWORK_TIMEOUT_S = 3;
const HASHED = /\.[0-9a-f]{6,8}\.(js|css|wasm)$/;
const ENTRY = /\/(mf-manifest\.json|remoteEntry\.js)$/;
const okOrOpaque = () => new CacheableResponsePlugin({ statuses: [0, 200] });

const configStrategy = new NetworkFirst({ cacheName: CACHES.config, networkTimeoutSeconds: NETWORK_TIMEOUT_S });
// A remote's manifest and entry are asked for on every start, so a remote deployed anew is picked up at once.
const entryStrategy = new NetworkFirst({ cacheName: CACHES.entries, networkTimeoutSeconds: NETWORK_TIMEOUT_S, plugins: [okOrOpaque()] });
// Content-hashed chunks never change under their name.
const chunkStrategy = new CacheFirst({ cacheName: CACHES.chunks, plugins: [okOrOpaque(), new ExpirationPlugin({ maxEntries: 600, purgeOnQuotaError: true })] });
const imageStrategy = new StaleWhileRevalidate({
  cacheName: CACHES.images,
  plugins: [okOrOpaque(), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true })],
});

/** The runtime routes: the config and remote entries network-first, hashed chunks cache-first, images revalidated. */
export function registerRuntimeCaching(): void {
  registerRoute(({ url }) => url.pathname === '/runtime-config.json', configStrategy);
  registerRoute(({ url }) => ENTRY.test(url.pathname), entryStrategy);
  registerRoute(({ url, request }) => request.method === 'GET' && HASHED.test(url.pathname), chunkStrategy);
  registerRoute(({ request }) => request.destination === 'image', imageStrategy);
}

/**
 * At install, every remote the runtime config names is cached with its pages' chunks, so that the app opens offline
 * on any route after one visit. A remote that cannot be reached is skipped (it is cached when first used).
 */
export async function warmRemoteCaches(): Promise<void> {
  try {
    const config = (await (await fetch('/runtime-config.json', { cache: 'no-cache' })).json()) as { remotes?: Record<string, string> };
    await caches.open(CACHES.config).then((cache) => cache.add('/runtime-config.json'));
    await Promise.all(Object.values(config.remotes ?? {}).map((manifestUrl) => warmRemote(manifestUrl).catch(() => undefined)));
  } catch {
    // offline at install: the runtime routes fill the caches as the app is used
  }
}

async function warmRemote(manifestUrl: string): Promise<void> {
  const response = await fetch(manifestUrl, { cache: 'no-cache' });
  if (!response.ok) return;
  const manifest = (await response.clone().json()) as RemoteManifest;
  const { entry, chunks } = remoteAssetUrls(manifestUrl, manifest);
  const entries = await caches.open(CACHES.entries);
  await entries.put(manifestUrl, response);
  await entries.add(entry);
  await (await caches.open(CACHES.chunks)).addAll(chunks);
}
