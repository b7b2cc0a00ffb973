import { Relay, useWebSocketImplementation } from 'nostr-tools/relay';
import { finalizeEvent, generateSecretKey, getPublicKey, type Event, type EventTemplate } from 'nostr-tools/pure';
import type { Filter } from 'nostr-tools/filter';
import WebSocket from 'ws';

useWebSocketImplementation(WebSocket);

/** Talks to the test relay from the test process: publish signed events, read what the app published. */
export async function withRelay<T>(url: string, use: (relay: Relay) => Promise<T>): Promise<T> {
  const relay = await Relay.connect(url);
  try {
    return await use(relay);
  } finally {
    relay.close();
  }
}

/** Every stored event matching `filter` on the relay, newest first. */
export function eventsMatching(url: string, filter: Filter): Promise<Event[]> {
  return withRelay(url, (relay) =>
    new Promise((resolve) => {
      const found: Event[] = [];
      const sub = relay.subscribe([filter], {
        onevent: (event) => void found.push(event),
        oneose: () => {
          sub.close();
          resolve(found.sort((a, b) => b.created_at - a.created_at));
        },
      });
    }),
  );
}

/** The newest event matching `filter` on the relay, or undefined. */
export async function newestEvent(url: string, filter: Filter): Promise<Event | undefined> {
  return (await eventsMatching(url, filter))[0];
}

/** A fresh test user whose events the test signs itself. */
export function testUser() {
  const secretKey = generateSecretKey();
  const pubkey = getPublicKey(secretKey);
  const hex = Buffer.from(secretKey).toString('hex');
  const sign = (template: Partial<EventTemplate> & { kind: number }) =>
    finalizeEvent({ content: '', tags: [], created_at: Math.floor(Date.now() / 1000), ...template }, secretKey);
  return { secretKey, pubkey, hex, sign };
}

export async function publishAll(url: string, events: Event[]): Promise<void> {
  await withRelay(url, async (relay) => {
    for (const event of events) await relay.publish(event);
  });
}

export type TestUser = ReturnType<typeof testUser>;

/** Two fresh users with these names who follow each other (follow distance 1: their chats are no requests). */
export async function mutualFollows(relayUrl: string, names: [string, string]): Promise<[TestUser, TestUser]> {
  const [a, b] = [testUser(), testUser()];
  await publishAll(relayUrl, [
    a.sign({ kind: 0, content: JSON.stringify({ name: names[0] }) }),
    b.sign({ kind: 0, content: JSON.stringify({ name: names[1] }) }),
    a.sign({ kind: 3, tags: [['p', b.pubkey]] }),
    b.sign({ kind: 3, tags: [['p', a.pubkey]] }),
  ]);
  return [a, b];
}
