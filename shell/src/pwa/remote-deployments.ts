import type { RemoteManifest } from '../sw/worker/remote-assets';

/** What tells one build of a remote from another: the content-hashed files of its pages. */
export function remoteFingerprint(manifest: RemoteManifest): string {
  return (manifest.exposes ?? []).map((expose) => (expose.assets?.js?.sync ?? []).join(',')).join('|');
}

type FetchText = (url: string) => Promise<string>;

const fetchManifest: FetchText = async (url) => {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
};

/**
 * Watches the remotes' manifests: the first look is this page's build of each; a later look that finds another build
 * calls `onDeployed` (the page runs old code of that remote). A remote that cannot be reached is skipped that time.
 */
export function createRemoteDeploymentCheck(manifestUrls: string[], onDeployed: (url: string) => void, fetchText: FetchText = fetchManifest) {
  const seen = new Map<string, string>();
  return async function check(): Promise<void> {
    await Promise.all(
      manifestUrls.map(async (url) => {
        try {
          const fingerprint = remoteFingerprint(JSON.parse(await fetchText(url)) as RemoteManifest);
          const before = seen.get(url);
          if (before === undefined) seen.set(url, fingerprint);
          else if (before !== fingerprint) onDeployed(url);
        } catch {
          // offline or a remote down: the next check tries again
        }
      }),
    );
  };
}
