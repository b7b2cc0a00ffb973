/** A database that cannot open (or is blocked) must not hold the app up for longer than this. */
export const DB_OPERATION_TIMEOUT_MS = 2000

/** Runs a database operation; on failure or timeout logs it and returns the fallback. */
export async function tryDb<T>(operation: () => Promise<T>, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Local database timed out')), DB_OPERATION_TIMEOUT_MS)
  })
  try {
    return await Promise.race([operation(), timeout])
  } catch (error) {
    // A database closed on purpose (core disposed) is not worth a log line.
    if ((error as { name?: string } | null)?.name !== 'DatabaseClosedError') console.debug('Local database operation failed', error)
    return fallback
  } finally {
    clearTimeout(timer)
  }
}
