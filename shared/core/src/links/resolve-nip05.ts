import { queryProfile } from 'nostr-tools/nip05';

export interface Nip05Pointer {
  pubkey: string;
  relays?: string[];
}

/**
 * Resolves a NIP-05 name (or a plain name) to a public key. A plain name that fails is retried
 * with the product's own username domain appended (spec 1 {link} route).
 */
export async function resolveNip05(name: string, productDomain?: string): Promise<Nip05Pointer | null> {
  const first = await queryOrNull(name);
  if (first || name.includes('@') || !productDomain) return first;
  return queryOrNull(`${name}@${productDomain}`);
}

async function queryOrNull(name: string): Promise<Nip05Pointer | null> {
  try {
    return (await queryProfile(name)) ?? null;
  } catch {
    return null;
  }
}
