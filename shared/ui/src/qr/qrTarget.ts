/** Where the app goes after reading a QR code: a path, with the invoice in navigation state for payments. */
export interface QrTarget {
  path: string;
  state?: { invoice: string };
}

const BECH32_CHARS = '[02-9ac-hj-np-z]';
const NOSTR_ENTITY = new RegExp(`^(npub|nprofile|note|nevent|naddr)1${BECH32_CHARS}{6,}$`);
const BOLT11 = new RegExp(`^ln(bc|tb|tbs|bcrt|sb)[0-9]*[munp]?1${BECH32_CHARS}{6,}$`);
const CASHU_REQUEST = /^creqA[A-Za-z0-9_=-]+$/;

function stripPrefix(text: string, prefixes: string[]): string | null {
  const lower = text.toLowerCase();
  const prefix = prefixes.find((p) => lower.startsWith(p));
  return prefix === undefined ? null : text.slice(prefix.length).replace(/^\/\//, '');
}

/** The bolt11 invoice of a BIP21 `bitcoin:…?lightning=…` unified QR, if any. */
function bip21Invoice(text: string): string | null {
  const query = stripPrefix(text, ['bitcoin:'])?.split('?')[1];
  const invoice = query ? new URLSearchParams(query).get('lightning') : null;
  return invoice && BOLT11.test(invoice.toLowerCase()) ? invoice.toLowerCase() : null;
}

/** The path of an http(s) URL on the app's own origin. */
function sameOriginPath(text: string, origin: string | undefined): string | null {
  if (!origin || !/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * Maps the text of a scanned QR code to an in-app destination, or null when the app does not know it:
 * nostr entities open their page, lightning invoices and cashu payment requests open the wallet,
 * links to this app open their path. Private keys (nsec) and everything else give null.
 */
export function qrTarget(text: string, origin: string | undefined = globalThis.location?.origin): QrTarget | null {
  const trimmed = text.trim();
  const bare = stripPrefix(trimmed, ['web+nostr:', 'nostr:']) ?? trimmed;
  if (NOSTR_ENTITY.test(bare.toLowerCase())) return { path: `/${bare.toLowerCase()}` };

  const lightning = stripPrefix(trimmed, ['lightning:']);
  if (lightning) return { path: '/wallet', state: { invoice: lightning } };
  if (BOLT11.test(trimmed.toLowerCase())) return { path: '/wallet', state: { invoice: trimmed.toLowerCase() } };
  const unified = bip21Invoice(trimmed);
  if (unified) return { path: '/wallet', state: { invoice: unified } };

  if (CASHU_REQUEST.test(trimmed)) return { path: `/wallet?paymentRequest=${encodeURIComponent(trimmed)}` };
  const path = sameOriginPath(trimmed, origin);
  return path ? { path } : null;
}
