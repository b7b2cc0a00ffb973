import type { NostrEvent, Profile } from '@app/core';
import { finalizeEvent, getPublicKey } from 'nostr-tools/pure';

/** Fixed story keys: key n is 32 bytes of value n. Public on purpose; never use them for anything real. */
const secretKey = (keyNumber: number) => new Uint8Array(32).fill(keyNumber);

/** The public key (hex) of story key n. */
export function storyPubkey(keyNumber: number): string {
  return getPublicKey(secretKey(keyNumber));
}

export interface StoryEventTemplate {
  kind: number;
  content: string;
  tags?: string[][];
  /** Age of the event when the story loads; 5 minutes by default. */
  minutesAgo?: number;
}

/** A validly signed event by story key n, so sample data looks exactly like relay data. */
export function storyEvent(keyNumber: number, { kind, content, tags = [], minutesAgo = 5 }: StoryEventTemplate): NostrEvent {
  const created_at = Math.floor(Date.now() / 1000) - Math.round(minutesAgo * 60);
  return finalizeEvent({ kind, content, tags, created_at }, secretKey(keyNumber));
}

export interface StoryProfile {
  /** The kind 0 event, e.g. to ingest into the offline core. */
  event: NostrEvent;
  /** The same metadata as the Profile a view receives. */
  profile: Profile;
}

/** A kind 0 (profile metadata) event by story key n, and its Profile. */
export function storyProfile(keyNumber: number, metadata: Omit<Profile, 'pubkey' | 'created_at'>): StoryProfile {
  const event = storyEvent(keyNumber, { kind: 0, content: JSON.stringify(metadata), minutesAgo: 60 * 24 });
  return { event, profile: { ...metadata, pubkey: event.pubkey, created_at: event.created_at } };
}

export { HOSTILE_CONTENT } from '../../shared/ui/src/testing/fixtures';
