import { BehaviorSubject, distinctUntilChanged, map, shareReplay, switchMap, type Observable } from 'rxjs'
import { systemClock, type Clock } from '../policies/clock'
import type { KeyValueStorage } from '../policies/storage'
import type { PaymentDelivery } from './cashu/pay-request'
import type { IndexedDbImpl } from './cashu/wallet-database'
import type { PaymentMetadataRow } from './cashu/wallet-rows'
import { connectionName } from './nwc/connection-name'
import type { NwcClient } from './nwc/nwc-client'
import type { NwcTransport } from './nwc/nwc-request'
import { parseNwcConnection } from './nwc/parse-connection'
import { cashuBackend, disabledBackend, MINT_QUOTE_POLL_MS, nwcBackend, weblnBackend, type PaymentBackend } from './providers/backends'
import { watchMintQuotes } from './providers/mint-quote-watch'
import { createWeblnWallet, type WebLNProvider } from './providers/webln'
import {
  adoptLocalCashuConnection,
  createWalletStore,
  effectiveProvider,
  LOCAL_CASHU_CHECKS_MS,
  withoutConnection,
  type WalletConnection,
  type WalletProvider,
  type WalletState,
} from './providers/wallet-store'
import { openWalletAccount, type BackupDeps, type WalletAccount } from './wallet-account'
import { WALLET_ERRORS, WalletError } from './wallet-errors'

export interface WalletServiceOptions {
  storage: KeyValueStorage
  /** The relay pool NWC requests travel through. */
  pool: NwcTransport
  /** The signed-in user (null: a visitor); each account has its own wallet database. */
  account$: Observable<string | null>
  defaultMints: string[]
  clock?: Clock
  webln?: () => WebLNProvider | undefined
  indexedDb?: IndexedDbImpl
  /** The signed-in account's NIP-60 backup on relays (without it, the wallet stays local). */
  backup?: BackupDeps
  /** How paid payment requests reach their payee (NIP-17 private messages for `nostr` transports). */
  delivery?: Partial<PaymentDelivery>
}

/** `core.wallet`: the active provider (spec 2 §4), its balance, payments and invoices, and the local wallet. */
export interface WalletService {
  readonly state$: Observable<WalletState>
  readonly provider$: Observable<WalletProvider>
  /** Sats of the active provider; null when unknown or disabled. */
  readonly balance$: Observable<number | null>
  /** The signed-in account's local wallet (ecash, payment metadata). */
  readonly account$: Observable<WalletAccount>
  setProvider(provider: WalletProvider): void
  /** Validates and saves a `nostr+walletconnect://` string, checks it answers, and makes it the active wallet. */
  addConnection(connectionString: string, name?: string): Promise<WalletConnection>
  useConnection(id: string): void
  removeConnection(id: string): void
  /** Spec 2 §4: disconnect sets the provider to disabled (pending remote requests are rejected). */
  disconnect(): void
  payInvoice(invoice: string, metadata?: Omit<PaymentMetadataRow, 'invoice' | 'timestamp'>): Promise<{ preimage?: string }>
  makeInvoice(amount: number, description?: string): Promise<{ invoice: string }>
  refreshBalance(): Promise<void>
  /** The active NWC client (loaded on first use), for its transaction list; null when no remote wallet is active. */
  nwcClient(): Promise<NwcClient> | null
  dispose(): void
}

export function createWalletService(opts: WalletServiceOptions): WalletService {
  const clock = opts.clock ?? systemClock
  const store = createWalletStore(opts.storage)
  const webln = createWeblnWallet(opts.webln)
  const accounts = new Map<string, WalletAccount>()
  const account$ = opts.account$.pipe(
    distinctUntilChanged(),
    map((pubkey) => accounts.get(pubkey ?? '') ?? remember(pubkey)),
    shareReplay({ bufferSize: 1, refCount: false }),
  )
  const remember = (pubkey: string | null) => {
    const account = openWalletAccount(pubkey, { storage: opts.storage, defaultMints: opts.defaultMints, indexedDb: opts.indexedDb, now: clock.now, clock, backup: opts.backup, delivery: opts.delivery })
    accounts.set(pubkey ?? '', account)
    return account
  }
  const current = new BehaviorSubject<WalletAccount | null>(null)
  const accountSub = account$.subscribe(current)
  const quotes = watchMintQuotes(clock, MINT_QUOTE_POLL_MS)

  /** The NIP-47 client and its crypto: loaded when a remote wallet is first used. */
  const newNwcClient = async (connectionString: string) =>
    (await import('./nwc/nwc-client')).createNwcClient({ connection: parseNwcConnection(connectionString), pool: opts.pool, clock })
  let nwc: { id: string; client: Promise<NwcClient> } | null = null
  const closeNwc = () => {
    void nwc?.client.then((client) => client.disconnect())
    nwc = null
  }
  const nwcFor = (connection: WalletConnection) => {
    if (nwc?.id !== connection.id) {
      closeNwc()
      nwc = { id: connection.id, client: newNwcClient(connection.connectionString) }
    }
    return nwc.client
  }
  const updateConnection = (id: string, patch: Partial<WalletConnection>) =>
    store.update({ connections: store.get().connections.map((c) => (c.id === id ? { ...c, ...patch } : c)) })

  const createBackend = (state: WalletState, account: WalletAccount): PaymentBackend => {
    const provider = effectiveProvider(state)
    if (provider === 'cashu') return cashuBackend(account.cashu, (id) => quotes.watch(account.cashu, id))
    if (provider === 'native') return weblnBackend(webln)
    const connection = state.connections.find((c) => c.id === state.activeConnectionId)
    if (provider === 'nwc' && connection) return nwcBackend(() => nwcFor(connection), (balance) => updateConnection(connection.id, { balance }))
    return disabledBackend
  }
  // One backend per account, provider and connection: edits of a connection's name or balance keep it (and its balance).
  const backendKey = (state: WalletState) => `${effectiveProvider(state)}:${effectiveProvider(state) === 'nwc' ? state.activeConnectionId : ''}`
  const backend$ = account$.pipe(
    switchMap((account) =>
      store.state$.pipe(
        distinctUntilChanged((a, b) => backendKey(a) === backendKey(b)),
        map((state) => createBackend(state, account)),
      ),
    ),
    shareReplay({ bufferSize: 1, refCount: false }),
  )
  const backend = new BehaviorSubject<PaymentBackend>(disabledBackend)
  const backendSub = backend$.subscribe(backend)

  const timers = LOCAL_CASHU_CHECKS_MS.map((ms) =>
    clock.setTimeout(() => {
      const adopted = adoptLocalCashuConnection(store.get())
      if (adopted) store.update(adopted)
    }, ms),
  )

  const touch = () => {
    const id = store.get().activeConnectionId
    if (id && effectiveProvider(store.get()) === 'nwc') updateConnection(id, { lastUsed: clock.now() })
  }

  return {
    state$: store.state$,
    provider$: store.state$.pipe(map(effectiveProvider), distinctUntilChanged()),
    balance$: backend$.pipe(switchMap((active) => active.balance$)),
    account$,
    setProvider: (provider) => store.update({ provider }),
    async addConnection(connectionString, name) {
      const connection: WalletConnection = { id: crypto.randomUUID(), name: '', connectionString: connectionString.trim() }
      parseNwcConnection(connection.connectionString) // the spec's error text, before anything loads
      const client = await newNwcClient(connection.connectionString)
      try {
        const info = await client.getInfo()
        connection.name = connectionName(name, info.alias, store.get().connections.length)
        connection.balance = await client.getBalance().catch(() => undefined)
      } finally {
        client.disconnect()
      }
      store.update({ connections: [...store.get().connections, connection], activeConnectionId: connection.id, provider: 'nwc' })
      return connection
    },
    useConnection: (id) => store.update({ activeConnectionId: id, provider: 'nwc' }),
    removeConnection(id) {
      if (nwc?.id === id) closeNwc()
      store.update(withoutConnection(store.get(), id))
    },
    disconnect() {
      closeNwc()
      store.update({ provider: 'disabled' })
    },
    async payInvoice(invoice, metadata) {
      const paid = await backend.value.payInvoice(invoice).catch((error: unknown) => rethrow(error, WALLET_ERRORS.paymentFailed))
      touch()
      await current.value?.payments.record({ type: 'payment', ...metadata, invoice, timestamp: clock.now() })
      return paid
    },
    async makeInvoice(amount, description = '') {
      const made = await backend.value.makeInvoice(amount, description).catch((error: unknown) => rethrow(error, WALLET_ERRORS.invoiceFailed))
      touch()
      await current.value?.payments.record({ type: 'invoice', invoice: made.invoice, message: description, timestamp: clock.now() })
      return made
    },
    refreshBalance: () => backend.value.refreshBalance(),
    nwcClient: () => (effectiveProvider(store.get()) === 'nwc' ? (nwc?.client ?? null) : null),
    dispose() {
      timers.forEach((handle) => clock.clearTimeout(handle))
      quotes.stop()
      accountSub.unsubscribe()
      backendSub.unsubscribe()
      closeNwc()
      accounts.forEach((account) => account.close())
    },
  }
}

/** A failure with no message of its own gets the spec's generic text. */
function rethrow(error: unknown, fallback: string): never {
  if (error instanceof Error && error.message) throw error
  throw new WalletError(fallback)
}
