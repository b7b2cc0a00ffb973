import type { Core } from '@app/core';

/** Publishes a new account's kind-0 profile `{name}` and a kind-3 follow list that follows the user itself. */
export async function publishNewProfile(core: Core, name: string): Promise<void> {
  const store = await core.signer();
  const user = store.get();
  if (!user) return;
  const created_at = Math.floor(Date.now() / 1000);
  const profile = await store.sign({ kind: 0, created_at, tags: [], content: JSON.stringify({ name }) });
  const follows = await store.sign({ kind: 3, created_at, tags: [['p', user.pubkey]], content: '' });
  core.profiles.ingest(profile); // show the new name at once, not after a relay round trip
  await Promise.all([core.pool.publish(profile), core.pool.publish(follows)]);
}
