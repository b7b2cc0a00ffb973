import { normalizeMintUrl } from './cashu/mint-url'

/**
 * The runtime config's `mints`: http(s) URLs without query or fragment, trimmed, without trailing slashes,
 * de-duplicated; anything else is left out with a warning (a bad entry never stops the app).
 */
export function configMints(value: unknown, warn: (message: string) => void = console.warn): string[] {
  if (value === undefined) return []
  if (!Array.isArray(value)) {
    warn('runtime config: mints must be an array of http(s) URLs')
    return []
  }
  const valid = value.flatMap((entry, index) => {
    const url = mintUrl(entry)
    if (!url) warn(`runtime config: mints[${index}] is not a valid http(s) URL`)
    return url ? [url] : []
  })
  return [...new Set(valid)]
}

function mintUrl(entry: unknown): string | null {
  try {
    const url = new URL(typeof entry === 'string' ? entry.trim() : '')
    const ok = (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash
    return ok ? normalizeMintUrl(url.href) : null
  } catch {
    return null
  }
}
