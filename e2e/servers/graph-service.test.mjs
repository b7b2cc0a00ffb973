import { SocialGraph } from 'nostr-social-graph';
import { finalizeEvent, generateSecretKey, getPublicKey } from 'nostr-tools/pure';
import { Relay } from 'nostr-tools/relay';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRelay } from '../../scripts/relay/server.mjs';
import { startGraphService } from './graph-service.mjs';

const person = () => {
  const key = generateSecretKey();
  return { pubkey: getPublicKey(key), sign: (kind, tags) => finalizeEvent({ kind, tags, content: '', created_at: Math.floor(Date.now() / 1000) }, key) };
};
const [root, friend, friendOfFriend, stranger] = [person(), person(), person(), person()];
let relay;
let service;

beforeAll(async () => {
  relay = await startRelay({ port: 0, dbPath: ':memory:', seed: false, log: () => {} });
  const client = await Relay.connect(relay.url, { websocketImplementation: WebSocket });
  await client.publish(root.sign(3, [['p', friend.pubkey]]));
  await client.publish(friend.sign(3, [['p', friendOfFriend.pubkey]]));
  await client.publish(friend.sign(10000, [['p', stranger.pubkey]]));
  client.close();
  service = await startGraphService({ relayUrl: relay.url, root: root.pubkey });
});
afterAll(async () => {
  await service?.close();
  await relay?.close();
});

describe('graph service', () => {
  it("serves the relay's follow and mute lists from the root, in the library's binary format", async () => {
    const response = await fetch(`${service.url}/?maxNodes=100&format=binary`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const graph = await SocialGraph.fromBinary(root.pubkey, new Uint8Array(await response.arrayBuffer()));
    expect(graph.getFollowDistance(friend.pubkey)).toBe(1);
    expect(graph.getFollowDistance(friendOfFriend.pubkey)).toBe(2);
    expect([...graph.getUserMutedBy(stranger.pubkey)]).toEqual([friend.pubkey]);
  });

  it('refuses other methods', async () => {
    expect((await fetch(service.url, { method: 'POST' })).status).toBe(405);
  });
});
