/**
 * Gift wraps from unknown senders (beyond follow distance 2) kept per sender per window. Spec 3 §6 only says unknown
 * senders are rate-limited; these figures (5 per sender, 20 in all, per 60 s) are the project's choice.
 */
export const STRANGER_MESSAGES_PER_SENDER = 5
/** …and from all unknown senders together. */
export const STRANGER_MESSAGES_TOTAL = 20
export const STRANGER_WINDOW_MS = 60_000

/** A sliding-window limit on messages from unknown senders: past it they are set aside, not stored. */
export function createStrangerLimit(now: () => number = Date.now) {
  let recent: Array<{ sender: string; at: number }> = []
  return {
    admit(sender: string): boolean {
      const since = now() - STRANGER_WINDOW_MS
      recent = recent.filter((entry) => entry.at > since)
      if (recent.length >= STRANGER_MESSAGES_TOTAL) return false
      if (recent.filter((entry) => entry.sender === sender).length >= STRANGER_MESSAGES_PER_SENDER) return false
      recent.push({ sender, at: now() })
      return true
    },
  }
}
