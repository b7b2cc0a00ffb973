/** The host a mint's offline message names. */
export function mintHost(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

/** Mint URLs are compared without a trailing slash. */
export const normalizeMintUrl = (url: string) => url.trim().replace(/\/+$/, '')
