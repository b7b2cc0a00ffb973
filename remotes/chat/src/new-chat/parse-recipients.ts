import { peerPubkey } from '../routes/chat-routes';

/** What separates the entries of the To field: spaces, commas and new lines. */
const SEPARATOR = /[\s,]+/;

/** The To field's text, read: the people it names and what it could not read. */
export interface ReadRecipients {
  /** Hex keys of the people named, in the order given, each once (the user's own key included). */
  people: string[];
  /** Entries that name no user, as typed, each once. */
  invalid: string[];
  /** What stays in the field: the invalid entries, then the entry still being typed. */
  rest: string;
}

/** The error for entries that name no user. */
export const notAUser = (invalid: readonly string[]) => `Not a user: ${invalid.join(', ')}`;

/** `current` followed by the keys of `added` it does not hold yet. */
export const addPeople = (current: readonly string[], added: readonly string[]): string[] => [...new Set([...current, ...added])];

/**
 * Reads the To field: npub, nprofile or 64-hex entries (with or without `nostr:`), separated by spaces, commas or
 * new lines. With `whole` false the last entry, not followed by a separator, is still being typed and stays as it is.
 */
export function readRecipients(text: string, whole = true): ReadRecipients {
  const entries = text.split(SEPARATOR);
  const typing = whole ? '' : (entries.pop() ?? '');
  const people: string[] = [];
  const invalid: string[] = [];
  for (const entry of entries) {
    if (entry === '') continue;
    const pubkey = peerPubkey(entry);
    if (pubkey) people.push(pubkey);
    else invalid.push(entry);
  }
  const unread = [...new Set(invalid)];
  const rest = whole ? unread.join(' ') : unread.map((entry) => `${entry} `).join('') + typing;
  return { people: addPeople([], people), invalid: unread, rest };
}

/**
 * The conversation's participants (without the user) for the people chosen: the user's own key is dropped, so it
 * alone is a note to self ([]), and beside others it changes nothing.
 */
export const participantsOf = (people: readonly string[], me: string): string[] => people.filter((pubkey) => pubkey !== me);
