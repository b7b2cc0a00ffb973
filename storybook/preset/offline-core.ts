import { createCore, getCore, hasCore, setCore, type NostrEvent } from '@app/core';

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
    setCore(createCore({ remotes: {}, relays: [], mapTiles: '' }, { storage: memoryStorage(), dbName: 'storybook-offline-core' }));
  }
  for (const event of profileEvents) getCore().profiles.ingest(event);
}
