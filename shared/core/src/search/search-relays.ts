import type { RelayInfoService } from '../relay-info'

/** NIP-50: relays that answer `search` filters list 50 in their NIP-11 `supported_nips`. */
export const SEARCH_NIP = 50

/** The relays among `urls` whose NIP-11 document lists NIP-50; one whose document cannot be read is left out. */
export async function searchCapableRelays(urls: readonly string[], info: Pick<RelayInfoService, 'fetchRelayInfo'>): Promise<string[]> {
  const checked = await Promise.all(
    urls.map(async (url) => {
      const document = await info.fetchRelayInfo(url).catch(() => null)
      return Array.isArray(document?.supported_nips) && document.supported_nips.includes(SEARCH_NIP) ? url : null
    }),
  )
  return checked.filter((url): url is string => url !== null)
}
