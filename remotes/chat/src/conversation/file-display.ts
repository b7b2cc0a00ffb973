import { safeHttpUrl } from '@app/ui/nostr';

/** A bare content hash (how media servers name uploads): not a name worth showing. */
const HASH_NAME = /^[0-9a-f]{64}(\.[a-z0-9]+)?$/i;

/** An http(s) URL's last path segment, else 'file' (also for a content hash with `skipHash`: uploads name bytes, not files). */
export function fileName(url: string, { skipHash = false } = {}): string {
  const safe = safeHttpUrl(url);
  if (!safe) return 'file';
  try {
    const name = decodeURIComponent(new URL(safe).pathname.split('/').filter(Boolean).pop() ?? '');
    return name && !(skipHash && HASH_NAME.test(name)) ? name : 'file';
  } catch {
    return 'file';
  }
}

/** A byte count for people: '512 B', '51 KB', '3.3 MB'. */
export function humanSize(bytes: number): string {
  if (bytes < 1024) return `${Math.max(0, Math.round(bytes))} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
