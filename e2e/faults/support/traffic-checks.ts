// What the privacy scenario looks for in the browser's recorded traffic: the wallet's secrets (every proof secret it
// held or sent, its NIP-60 P2PK key), ecash tokens, and texts that only the user's screen may show.
import { getDecodedToken } from '@cashu/cashu-ts';
import type { Page } from '@playwright/test';
import type { Exchange } from '../../servers/recording-proxy.d.mts';

/** An exchange as text to search: method, URL, headers and body. */
export const exchangeText = (exchange: Exchange) => `${exchange.method ?? ''} ${exchange.url} ${JSON.stringify(exchange.headers ?? {})} ${exchange.body}`;

/** Every proof secret in the browser's IndexedDB wallets (any state), and the NIP-60 P2PK private keys. */
export function walletSecretsInBrowser(page: Page): Promise<{ proofSecrets: string[]; p2pkKeys: string[] }> {
  return page.evaluate(async () => {
    const open = (name: string) => new Promise<IDBDatabase>((resolve, reject) => Object.assign(indexedDB.open(name), { onsuccess: (e: Event) => resolve((e.target as IDBOpenDBRequest).result), onerror: reject }));
    const all = (db: IDBDatabase, store: string) => new Promise<Array<Record<string, string>>>((resolve, reject) => Object.assign(db.transaction(store).objectStore(store).getAll(), { onsuccess: (e: Event) => resolve((e.target as IDBRequest).result), onerror: reject }));
    const proofSecrets: string[] = [];
    const p2pkKeys: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      const db = await open(name!);
      if (db.objectStoreNames.contains('proofs')) proofSecrets.push(...(await all(db, 'proofs')).map((row) => row.secret));
      if (db.objectStoreNames.contains('proofs') && db.objectStoreNames.contains('settings')) p2pkKeys.push(...(await all(db, 'settings')).filter((row) => row.key === 'p2pkPrivkey').map((row) => row.value));
      db.close();
    }
    return { proofSecrets, p2pkKeys };
  });
}

/** The proof secrets of a serialized ecash token of `mintUrl` (its keyset ids resolve the token's short ones). */
export async function tokenSecrets(token: string, mintUrl: string): Promise<string[]> {
  const { keysets } = (await (await fetch(`${mintUrl}/v1/keysets`)).json()) as { keysets: Array<{ id: string }> };
  return getDecodedToken(token, keysets.map((keyset) => keyset.id)).proofs.map((proof) => proof.secret);
}

/** Proof secrets the browser sent in JSON bodies (swap, melt and state checks send `inputs` / `proofs`). */
export function secretsInBodies(exchanges: Exchange[]): string[] {
  return exchanges.flatMap((exchange) => [...exchange.body.matchAll(/"secret"\s*:\s*"([^"]+)"/g)].map((match) => match[1]));
}

/** The ecash tokens (cashuA… / cashuB…) written in any exchange. */
export function tokensIn(exchanges: Exchange[]): string[] {
  return exchanges.flatMap((exchange) => exchangeText(exchange).match(/cashu[AB][A-Za-z0-9_\-+/=]{20,}/g) ?? []);
}

/** Each exchange that contains one of `needles`, as 'destination: needle'. */
export function leaks(exchanges: Exchange[], needles: string[]): string[] {
  return exchanges.flatMap((exchange) => {
    const text = exchangeText(exchange);
    return needles.filter((needle) => text.includes(needle)).map((needle) => `${exchange.type} ${exchange.url}: ${needle.slice(0, 24)}…`);
  });
}

/** The EVENT frames the browser sent over WebSockets to `host`: their kinds. */
export function publishedKinds(exchanges: Exchange[], host: string): number[] {
  return exchanges.filter((exchange) => exchange.type === 'ws' && exchange.destination === host).flatMap((exchange) => {
    try {
      const frame = JSON.parse(exchange.body);
      return frame[0] === 'EVENT' && typeof frame[1]?.kind === 'number' ? [frame[1].kind as number] : [];
    } catch {
      return [];
    }
  });
}

/** 'label ×count' per destination, labelled by the harness's servers (unknown ones by host). */
export function destinationSummary(exchanges: Exchange[], labels: Map<string, string>): string {
  const counts = new Map<string, number>();
  for (const exchange of exchanges) {
    const label = labels.get(exchange.destination) ?? exchange.destination;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts].map(([label, count]) => `${label} ×${count}`).join(', ');
}
