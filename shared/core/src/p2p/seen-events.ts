/** The ids a peer is known to have (it sent them, or we did), the oldest forgotten past `capacity`. */
export function createSeenEvents(capacity: number) {
  const ids = new Set<string>()
  return {
    has: (id: string) => ids.has(id),
    add(id: string) {
      ids.delete(id)
      ids.add(id)
      if (ids.size > capacity) ids.delete(ids.values().next().value as string)
    },
    get size() {
      return ids.size
    },
  }
}

export type SeenEvents = ReturnType<typeof createSeenEvents>
