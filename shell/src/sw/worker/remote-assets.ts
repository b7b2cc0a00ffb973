/** The part of a federated remote's mf-manifest.json that names its files. */
export interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ assets?: ManifestAssets }>;
  shared?: Array<{ assets?: ManifestAssets }>;
}

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

const filesOf = (assets: ManifestAssets | undefined): string[] => [
  ...(assets?.js?.sync ?? []),
  ...(assets?.js?.async ?? []),
  ...(assets?.css?.sync ?? []),
  ...(assets?.css?.async ?? []),
];

/** A remote's entry script and every chunk its pages and shared modules load, as absolute URLs beside the manifest. */
export function remoteAssetUrls(manifestUrl: string, manifest: RemoteManifest): { entry: string; chunks: string[] } {
  const entryMeta = manifest.metaData?.remoteEntry;
  const entryPath = [entryMeta?.path, entryMeta?.name ?? 'remoteEntry.js'].filter(Boolean).join('/');
  const files = [...(manifest.exposes ?? []), ...(manifest.shared ?? [])].flatMap((item) => filesOf(item.assets));
  return { entry: new URL(entryPath, manifestUrl).href, chunks: [...new Set(files)].map((file) => new URL(file, manifestUrl).href) };
}
