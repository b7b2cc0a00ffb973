/** Runs async tasks with at most `concurrency` of them in flight; the rest wait in order. */
export interface TaskQueue {
  run<T>(task: () => Promise<T>): Promise<T>
  /** Tasks currently running. */
  readonly active: number
}

/** A FIFO queue of limited concurrency (spec 3 §9: name lookups 10, zap configs 3). */
export function createTaskQueue(concurrency: number): TaskQueue {
  let active = 0
  const waiting: Array<() => void> = []

  const next = () => {
    if (active >= concurrency) return
    const start = waiting.shift()
    if (start) start()
  }

  return {
    run<T>(task: () => Promise<T>) {
      return new Promise<T>((resolve, reject) => {
        waiting.push(() => {
          active += 1
          task()
            .then(resolve, reject)
            .finally(() => {
              active -= 1
              next()
            })
        })
        next()
      })
    },
    get active() {
      return active
    },
  }
}
