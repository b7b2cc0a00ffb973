import { bech32 } from '@scure/base'
import { wellKnownOrigin } from '../names/nip05-address'

const LUD16 = /^([a-z0-9._+-]+)@([a-z0-9.-]+(:\d{1,5})?)$/

/** The pay-request URL of a lightning address (LUD-16) or a bech32 `lnurl1…` (LUD-01); undefined when neither. */
export function lnurlPayUrl(address: string): string | undefined {
  const text = address.trim().toLowerCase().replace(/^lightning:/, '')
  const lud16 = LUD16.exec(text)
  if (lud16) return `${wellKnownOrigin(lud16[2])}/.well-known/lnurlp/${lud16[1]}`
  if (text.startsWith('lnurl1')) return decodeLnurl(text)
  return undefined
}

/** Encodes a URL as a bech32 `lnurl1…` string (LUD-01). */
export function encodeLnurl(url: string): string {
  return bech32.encode('lnurl', bech32.toWords(new TextEncoder().encode(url)), 2000)
}

function decodeLnurl(text: string): string | undefined {
  try {
    const { prefix, words } = bech32.decode(text as `${string}1${string}`, 2000)
    if (prefix !== 'lnurl') return undefined
    const url = new URL(new TextDecoder().decode(bech32.fromWords(words)))
    return isAllowedScheme(url) ? url.href : undefined
  } catch {
    return undefined
  }
}

/** https everywhere; plain http only for the local machine (tests and development). */
function isAllowedScheme(url: URL): boolean {
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1')
}
