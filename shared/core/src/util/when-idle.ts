/** Schedules a task for a later moment; returns a function that cancels it if it has not run yet. */
export type Scheduler = (task: () => void) => () => void

/**
 * Runs `task` when the main thread is idle, at most a second later (requestIdleCallback): work that can wait (a cache
 * write, a widget) comes after the frame that shows what was just loaded. Where there is no idle callback (Node,
 * tests), on the next task.
 */
export const whenIdle: Scheduler = (task) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout: 1000 })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, 0)
  return () => clearTimeout(handle)
}
