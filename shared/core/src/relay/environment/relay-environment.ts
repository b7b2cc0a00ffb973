/** Signals that should make the pool reconnect (spec 3 §4): back in the foreground, network back, machine woke up. */
export type EnvironmentSignal = 'foreground' | 'online' | 'sleep'

/** A source of environment signals, injected so Node tests can drive it. */
export interface RelayEnvironment {
  /** Returns the function that stops listening. */
  subscribe(listener: (signal: EnvironmentSignal) => void): () => void
}

/** An environment that never signals (workers without a document, tests that do not care). */
export const quietEnvironment: RelayEnvironment = { subscribe: () => () => {} }

interface BrowserTargets {
  document?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>
  navigator?: Pick<Navigator, 'maxTouchPoints'>
}

/**
 * The browser: window 'online' → 'online'; document visibilitychange to visible → 'foreground',
 * on touch devices only unless `foregroundEverywhere` (spec 3 §4).
 */
export function browserEnvironment(
  targets: BrowserTargets = globalThis as BrowserTargets,
  opts: { foregroundEverywhere?: boolean } = {},
): RelayEnvironment {
  const touch = (targets.navigator?.maxTouchPoints ?? 0) > 0
  return {
    subscribe(listener) {
      const doc = targets.document
      const win = targets.window
      const onVisible = () => {
        if (doc?.visibilityState === 'visible' && (touch || opts.foregroundEverywhere)) listener('foreground')
      }
      const onOnline = () => listener('online')
      doc?.addEventListener('visibilitychange', onVisible)
      win?.addEventListener('online', onOnline)
      return () => {
        doc?.removeEventListener('visibilitychange', onVisible)
        win?.removeEventListener('online', onOnline)
      }
    },
  }
}

/** An environment a test (or a Worker host relaying messages from the page) fires by hand. */
export function createManualEnvironment(): RelayEnvironment & { emit(signal: EnvironmentSignal): void } {
  const listeners = new Set<(signal: EnvironmentSignal) => void>()
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    emit: (signal) => listeners.forEach((listener) => listener(signal)),
  }
}
