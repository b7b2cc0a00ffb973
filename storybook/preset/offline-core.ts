import { createCore, getCore, hasCore, setCore, type NostrEvent } from '@app/core';
import { storyPubkey } from './story-events';

/** Story key 3 plays every story user's LNURL server: the receipts it signs count, others are forged. */
export const STORY_ZAP_SERVER_KEY = 3;
const storyZapVerifier = async (receipt: NostrEvent) =>
  receipt.pubkey === storyPubkey(STORY_ZAP_SERVER_KEY) ? (await import('@app/core/wallet')).parseZapReceipt(receipt) : null;

/** Keeps the relay list in memory, so stories never read or write the tab's localStorage. */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

/**
 * Installs, once per tab, a real core with no relays: the connected leaves that views render
 * (LiveNoteCard → useProfile) read it and it never opens a socket. The kind 0 events given are
 * ingested so that the notes' authors show their names.
 */
export function installOfflineCore(profileEvents: NostrEvent[] = []): void {
  if (!hasCore()) {
    // Zap receipts are judged by their signer alone: the stories have no LNURL servers to ask for their nostrPubkey.
    const options = { storage: memoryStorage(), dbName: 'storybook-offline-core', zapVerifier: storyZapVerifier };
    setCore(createCore({ remotes: {}, relays: [], mapTiles: '' }, options));
  }
  for (const event of profileEvents) getCore().profiles.ingest(event);
}
