import type { Core, NostrEvent } from '@app/core';

/** How long the relay hints of a link get to answer. */
const HINT_TIMEOUT_MS = 6000;

/** One event by id: the core's cache and relays first, then the relays a link or tag names. */
export async function fetchEvent(core: Pick<Core, 'getEvent' | 'pool'>, id: string, hints: string[]): Promise<NostrEvent | null> {
  const event = await core.getEvent(id);
  const relays = hints.filter((url) => /^wss?:\/\//i.test(url));
  if (event || relays.length === 0) return event;
  const [hinted] = await core.pool.query([{ ids: [id] }], { relays, eoseTimeoutMs: HINT_TIMEOUT_MS });
  return hinted?.id === id ? hinted : null;
}
