/** How many event ids the tab remembers relays for. */
export const MAX_SIGHTINGS = 10_000

/** The relays the tab received each event from (bounded, oldest forgotten first): the main-thread side of `eventRelays`. */
export function createRelaySightings(max = MAX_SIGHTINGS) {
  const relays = new Map<string, string[]>()
  return {
    add(id: string, relay: string): void {
      const known = relays.get(id)
      if (known) return void (known.includes(relay) || known.push(relay))
      relays.set(id, [relay])
      if (relays.size > max) relays.delete(relays.keys().next().value as string)
    },
    get: (id: string): string[] => [...(relays.get(id) ?? [])],
  }
}
