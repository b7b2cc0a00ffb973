/** A signature check to run: the verifier's verdict, possibly async. */
export type VerifyCheck = () => boolean | Promise<boolean>

/**
 * Runs signature checks in time slices, yielding between them so sockets keep being read; checks for lookups of
 * known ids (what a user is waiting on) run before those of bulk streams. Resolves each check's verdict.
 */
export type VerifySchedule = (check: VerifyCheck, urgent: boolean) => Promise<boolean>

interface Job {
  check: VerifyCheck
  resolve: (valid: boolean) => void
}

export interface VerifyScheduleOptions {
  /** Work per slice before yielding (default 8 ms). */
  sliceMs?: number
  now?: () => number
  /** Runs the next slice as a new task (default: a MessageChannel message, else setTimeout 0). */
  yieldTask?: (next: () => void) => void
}

/** A first-in-first-out queue with O(1) take. */
function queue() {
  let items: Job[] = []
  let head = 0
  return {
    push: (job: Job) => void items.push(job),
    take(): Job | undefined {
      if (head === items.length) return undefined
      const job = items[head++]
      if (head === items.length) {
        items = []
        head = 0
      }
      return job
    },
    get size() {
      return items.length - head
    },
  }
}

function defaultYield(): (next: () => void) => void {
  if (typeof MessageChannel === 'undefined') return (next) => void setTimeout(next, 0)
  const channel = new MessageChannel()
  let pending: (() => void) | null = null
  channel.port1.onmessage = () => {
    const next = pending
    pending = null
    next?.()
  }
  return (next) => {
    pending = next
    channel.port2.postMessage(0)
  }
}

function run({ check, resolve }: Job) {
  try {
    const verdict = check()
    if (typeof verdict === 'boolean') resolve(verdict)
    else verdict.then(resolve, () => resolve(false))
  } catch {
    resolve(false)
  }
}

export function createVerifySchedule(opts: VerifyScheduleOptions = {}): VerifySchedule {
  const sliceMs = opts.sliceMs ?? 8
  const now = opts.now ?? (() => performance.now())
  const yieldTask = opts.yieldTask ?? defaultYield()
  const urgent = queue()
  const normal = queue()
  let scheduled = false

  function slice() {
    scheduled = false
    const end = now() + sliceMs
    while (now() < end) {
      const job = urgent.take() ?? normal.take()
      if (!job) return
      run(job)
    }
    if (urgent.size + normal.size > 0) schedule()
  }

  function schedule() {
    if (scheduled) return
    scheduled = true
    yieldTask(slice)
  }

  return (check, isUrgent) =>
    new Promise<boolean>((resolve) => {
      ;(isUrgent ? urgent : normal).push({ check, resolve })
      schedule()
    })
}
