import { safeProfilePath } from './profileLinks';

/**
 * Spec 2 §2: a verified NIP-05 name replaces the npub in profile links (`/alice@example.com`); the reserved
 * name `_` (the domain's own key) maps to the npub, as do unverified or malformed names.
 */
export function verifiedProfilePath(pubkey: string, nip05: string | undefined, verified: boolean): string {
  const name = nip05?.trim().toLowerCase();
  if (!verified || !name) return safeProfilePath(pubkey);
  const at = name.indexOf('@');
  const local = at === -1 ? '_' : name.slice(0, at);
  const domain = at === -1 ? name : name.slice(at + 1);
  if (local === '_' || !/^[a-z0-9._-]+$/.test(local) || !/^[a-z0-9.-]+(:\d+)?$/.test(domain)) return safeProfilePath(pubkey);
  return `/${local}@${domain}`;
}
