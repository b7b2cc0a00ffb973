import * as nip19 from 'nostr-tools/nip19';
import { MAX_READ_RELAY_HINTS, pickRelayHints } from './relay-hints';

/** What a {link} path segment points at. */
export type DecodedLink =
  | { type: 'profile'; pubkey: string; relays: string[] }
  | { type: 'event'; id: string; relays: string[]; author?: string; kind?: number }
  | { type: 'address'; kind: number; pubkey: string; identifier: string; relays: string[] }
  | { type: 'name'; name: string }
  | { type: 'invalid'; reason: string }
  | { type: 'unknown' };

const HEX64 = /^[0-9a-f]{64}$/i;
const BECH32_PREFIX = /^(npub|nprofile|note|nevent|naddr)1/i;
const NAME = /^[a-z0-9._-]+(@[a-z0-9.-]+\.[a-z]{2,}|@[0-9.:]+)?$/i;

/** Turns the {link} segment of a URL (npub, nprofile, note, nevent, naddr, hex key or name) into a target. */
export function decodeNostrLink(input: string): DecodedLink {
  const link = input.trim().replace(/^(web\+)?nostr:/i, '');
  if (HEX64.test(link)) return { type: 'profile', pubkey: link.toLowerCase(), relays: [] };
  if (BECH32_PREFIX.test(link)) return decodeBech32(link);
  if (NAME.test(link)) return { type: 'name', name: link };
  return { type: 'unknown' };
}

/** A link's relay hints as the app uses them: ws:// and wss:// only, normalised, at most 5 (spec 3 §9). */
function readHints(relays: string[] | undefined): string[] {
  return pickRelayHints(relays ?? [], MAX_READ_RELAY_HINTS);
}

function decodeBech32(link: string): DecodedLink {
  try {
    const decoded = nip19.decode(link as `npub1${string}`) as nip19.DecodedResult;
    switch (decoded.type) {
      case 'npub':
        return { type: 'profile', pubkey: decoded.data, relays: [] };
      case 'nprofile':
        return { type: 'profile', pubkey: decoded.data.pubkey, relays: readHints(decoded.data.relays) };
      case 'note':
        return { type: 'event', id: decoded.data, relays: [] };
      case 'nevent':
        return { type: 'event', id: decoded.data.id, relays: readHints(decoded.data.relays), author: decoded.data.author, kind: decoded.data.kind };
      case 'naddr':
        return { type: 'address', ...decoded.data, relays: readHints(decoded.data.relays) };
      default:
        return { type: 'invalid', reason: `Unsupported identifier ${decoded.type}` };
    }
  } catch (error) {
    return { type: 'invalid', reason: (error as Error).message };
  }
}
