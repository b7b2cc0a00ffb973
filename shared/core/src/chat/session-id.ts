const HEX64 = /^[0-9a-f]{64}$/

/**
 * NIP-17: a conversation is its set of participants. Its id is everyone but the user, sorted and joined by ','; a
 * note to self is the user's own key.
 */
export function sessionIdOf(me: string, pubkeys: readonly string[]): string {
  const others = [...new Set(pubkeys.map((pubkey) => pubkey.toLowerCase()))].filter((pubkey) => pubkey !== me && HEX64.test(pubkey)).sort()
  return others.length ? others.join(',') : me
}

/** Everyone in the conversation but the user (empty for a note to self). */
export function participantsOf(me: string, sessionId: string): string[] {
  return sessionId === me ? [] : sessionId.split(',').filter((pubkey) => HEX64.test(pubkey))
}

/** The room of a rumor: its author and every `p` it names. */
export function sessionIdOfRumor(me: string, rumor: { pubkey: string; tags: string[][] }): string {
  return sessionIdOf(me, [rumor.pubkey, ...rumor.tags.filter((tag) => tag[0] === 'p' && tag[1]).map((tag) => tag[1])])
}
