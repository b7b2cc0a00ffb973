import { isQuotaError } from './quota-error'

/** How each database moves to memory (registered by memory-fallback.ts; kept apart so callers need not load Dexie). */
const movers = new WeakMap<object, () => Promise<void>>()

export function registerMemoryMove(db: object, move: () => Promise<void>): void {
  movers.set(db, move)
}

/** Runs a write; when the storage is full, the database moves to memory and the write runs again there. */
export async function retryInMemory<T>(db: object, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    const move = movers.get(db)
    if (!move || !isQuotaError(error)) throw error
    await move()
    return write()
  }
}
