import type { GraphStats, Profile } from '@app/core';
import { PersonRowView } from '@app/ui/nostr';
import type { RenderPerson } from './PeopleSection';

/** Sample data of the social graph stories. */
export const personKey = (n: number) => n.toString(16).padStart(64, '3');

const NAMES = ['Alice', 'Bob', 'Carol', 'Dave', 'Erin', 'Frank'];
const profiles: Record<string, Profile> = Object.fromEntries(
  NAMES.map((name, n) => [personKey(n), { pubkey: personKey(n), name, display_name: name, created_at: 1_700_000_000 }]),
);

/** Rows with the sample names (the page renders live profiles instead). */
export const renderNamedPerson: RenderPerson = (pubkey) => <PersonRowView pubkey={pubkey} profile={profiles[pubkey]} />;

export const ME = personKey(100);

export const graphStats: GraphStats = {
  users: 48_213,
  follows: 1_204_877,
  mutes: 3_120,
  sizeByDistance: { 0: 1, 1: 312, 2: 21_400, 3: 25_900, 4: 600 },
  crawled: 313,
};

/** The graph of a user who follows nobody yet: only the root. */
export const emptyStats: GraphStats = { users: 1, follows: 0, mutes: 0, sizeByDistance: { 0: 1 }, crawled: 0 };

/** n keys; the first six have names. */
export const people = (count: number, from = 0) => Array.from({ length: count }, (_, n) => personKey(n + from));
