// Imports nothing shared, so the entry can run it before Module Federation's async boundary.
import { REMOTE_ROUTES } from '../routes/route-table';

/** The part of a remote's mf-manifest.json that names its entry and each exposed page's first files. */
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[] } } }>;
}

/** react-router's path patterns as the route table uses them: ':param', ':param?' and a trailing '*'. */
export function matchesRoutePath(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  for (const [index, segment] of want.entries()) {
    if (segment === '*') return true;
    const value = have[index];
    if (segment.endsWith('?')) continue;
    if (value === undefined || (!segment.startsWith(':') && segment !== value)) return false;
  }
  return have.length <= want.length;
}

/** The remote's entry and the files of `page`, as absolute URLs (publicPath 'auto': beside the manifest). */
export function remotePageFiles(manifestUrl: string, manifest: RemoteManifest, page: string): string[] {
  const base = new URL('.', manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const files = manifest.exposes?.find((expose) => expose.name === page)?.assets?.js?.sync ?? [];
  const entryFile = entry?.name ? [`${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`] : [];
  return [...entryFile, ...files].map((file) => new URL(file, base).toString());
}

/**
 * Fetches the opening route's remote manifest as soon as the runtime config is in, and asks the browser to preload
 * that page's scripts, so they arrive while the shared modules load. Module Federation's later loads reuse them.
 */
export async function warmRouteRemote(rawConfig: Promise<unknown>, pathname: string, doc: Document = document): Promise<void> {
  const route = REMOTE_ROUTES.find((candidate) => matchesRoutePath(candidate.path, pathname));
  if (!route) return;
  const remotes = ((await rawConfig) as { remotes?: Record<string, unknown> } | null)?.remotes;
  const manifestUrl = remotes?.[route.remote];
  if (typeof manifestUrl !== 'string') return;
  const response = await fetch(manifestUrl);
  if (!response.ok) return;
  for (const href of remotePageFiles(response.url || manifestUrl, (await response.json()) as RemoteManifest, route.page)) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = href;
    doc.head.appendChild(link);
  }
}
