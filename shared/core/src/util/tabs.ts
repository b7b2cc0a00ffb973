const queues = new Map<string, Promise<unknown>>()

/** Runs `work` while no other tab of the app runs work under `name` (Web Locks); where there are none, one at a time here. */
export function oneTabAtATime<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Partial<Navigator> | undefined)?.locks
  if (locks) return locks.request(name, work)
  const run = (queues.get(name) ?? Promise.resolve()).then(work, work)
  queues.set(name, run.catch(() => {}))
  return run
}

/** Messages between the app's tabs of one origin (BroadcastChannel); a channel that carries nothing where there is none. */
export interface TabChannel<T> {
  post(message: T): void
  close(): void
}

export function openTabChannel<T>(name: string, onMessage: (message: unknown) => void): TabChannel<T> {
  if (typeof BroadcastChannel !== 'function') return { post() {}, close() {} }
  const channel = new BroadcastChannel(name)
  channel.onmessage = (event: MessageEvent) => onMessage(event.data)
  ;(channel as { unref?: () => void }).unref?.() // Node: an open channel must not keep a test process alive
  return {
    post: (message) => channel.postMessage(message),
    close: () => channel.close(),
  }
}
