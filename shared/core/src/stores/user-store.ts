import { Observable, distinctUntilChanged, map } from 'rxjs'
import type { KeyValueStorage } from '../policies/storage'
import { createPersistedStore, type PersistedStore, type StoreLogger } from './persisted-store'
import { defaultUserState, type UserEnvironment, type UserState } from './user-defaults'
import { migrateUserState } from './user-migrations'

/** Storage key of the user store (spec 3 §3). */
export const USER_STORAGE_KEY = 'user-storage'
/** Spec 3 §3: user-storage version 2. */
export const USER_STORAGE_VERSION = 2

/** The user state as anyone may see it: `privateKey` stays inside the core (see privateKeySlot). */
export type PublicUserState = Omit<UserState, 'privateKey'>

/** The user store; `hasHydrated` turns true once the stored state is loaded. */
export interface UserStore {
  readonly state$: Observable<PublicUserState>
  get(): PublicUserState
  update(partial: Partial<PublicUserState>): void
  select<K extends keyof PublicUserState>(field: K): Observable<PublicUserState[K]>
  reset(): void
}

/** The persisted privateKey field, reachable only through this accessor (used by the signer store). */
export interface PrivateKeySlot {
  get(): string | undefined
  set(value: string | undefined): void
}

/** Storage and environment of the user store. */
export interface UserStoreOptions extends UserEnvironment {
  storage: KeyValueStorage
  log?: StoreLogger
}

const keySlots = new WeakMap<UserStore, PrivateKeySlot>()

/** The user-storage store, migrated from version 1 when needed. */
export function createUserStore(opts: UserStoreOptions): UserStore {
  const defaults = defaultUserState(opts)
  const store = createPersistedStore<UserState>({
    storage: opts.storage,
    key: USER_STORAGE_KEY,
    version: USER_STORAGE_VERSION,
    defaults,
    migrate: (state, fromVersion) => migrateUserState(state, fromVersion, defaults),
    log: opts.log,
    onLoad: (state) => ({ ...state, hasHydrated: true }),
  })
  const publicStore = withoutPrivateKey(store)
  keySlots.set(publicStore, { get: () => store.get().privateKey, set: (privateKey) => store.update({ privateKey }) })
  return publicStore
}

/** The privateKey accessor of a store made by createUserStore. Not part of the core's public API. */
export function privateKeySlot(store: UserStore): PrivateKeySlot {
  const slot = keySlots.get(store)
  if (!slot) throw new Error('Not a user store created by createUserStore')
  return slot
}

/**
 * The observable without a way back to its source: an operator chain keeps its input in `.source` (here the full
 * state, key included), which any code holding the core can walk to and subscribe to. This one subscribes through a
 * closure instead, which no property reaches.
 */
function withoutSource<T>(observable: Observable<T>): Observable<T> {
  return new Observable<T>((subscriber) => observable.subscribe(subscriber))
}

const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

function withoutPrivateKey(store: PersistedStore<UserState>): UserStore {
  const strip = ({ privateKey: _hidden, ...rest }: UserState): PublicUserState => rest
  const publicState$ = store.state$.pipe(map(strip))
  return {
    state$: withoutSource(publicState$),
    get: () => strip(store.get()),
    update: (partial) => store.update(strip(partial as UserState)),
    // From the stripped state: a field name the types leave out (privateKey) finds nothing there.
    select: <K extends keyof PublicUserState>(field: K) =>
      withoutSource(publicState$.pipe(map((state) => state[field]), distinctUntilChanged<PublicUserState[K]>(sameJson))),
    reset: () => store.reset(),
  }
}
