const HTTP_PREFIX = /^https?:\/\//i;

/**
 * Returns a normalised absolute http(s) URL, or null for anything else
 * (javascript:, data:, relative, protocol-relative, malformed…). Use it for
 * every href or src that comes from an event.
 */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const candidate = url.trim();
  if (!HTTP_PREFIX.test(candidate)) return null;
  try {
    const parsed = new URL(candidate);
    const isHttp = parsed.protocol === 'http:' || parsed.protocol === 'https:';
    return isHttp && parsed.hostname ? parsed.href : null;
  } catch {
    return null;
  }
}
