import { map, Subject, type Observable } from 'rxjs'
import { WALLET_ERRORS, WalletError } from '../wallet-errors'
import type { TokenState } from './token-status'
import type { MintConnections } from './mint-connection'
import { normalizeMintUrl } from './mint-url'
import type { OperationContext } from './operation-context'
import type { MeltQuote } from './pay-invoice'
import { createProofLedger, type ProofLedger } from './proof-ledger'
import { sumAmounts } from './proof-rows'
import type { PaidRequest, PaymentDelivery } from './pay-request'
import type { PaymentRequestInfo } from './payment-request'
import type { MintQuoteProgress } from './receive-lightning'
import type { RecoveryOutcome } from './recovery'
import { INSUFFICIENT_BALANCE } from './wallet-limits'
import type { WalletDbHandle } from '../wallet-db-handle'
import type { MintRow, OperationRow, ProofRow } from './wallet-rows'
import { retryInMemory } from '../../db/memory-retry'

/** The ecash wallet: mints, balances (the unspent proofs, always), receive, send, pay, history, recovery. */
export interface CashuWallet {
  readonly mints$: Observable<MintRow[]>
  /** Unspent sats per mint URL. */
  readonly balances$: Observable<Record<string, number>>
  readonly balance$: Observable<number>
  /** Every operation, newest first (the history; unfinished ones are pending). */
  readonly operations$: Observable<OperationRow[]>
  addMint(url: string): Promise<MintRow>
  removeMint(url: string): Promise<void>
  /** A mint quote: the operation carries the invoice to pay. */
  receiveLightning(amount: number, mint?: string, description?: string): Promise<OperationRow>
  /** Claims a receive's proofs once its invoice is paid; safe to call repeatedly. */
  checkLightning(operationId: string): Promise<MintQuoteProgress>
  receiveToken(token: string, privkey?: string): Promise<OperationRow>
  /** NUT-07 at the token's mint (spec 2 §4 token card: Redeemed / Not redeemed). */
  tokenState(token: string): Promise<TokenState>
  /** The keys a token's proofs are locked to (NUT-11); empty for a plain token. */
  tokenLocks(token: string): Promise<string[]>
  /** A token's proofs as plain JSON objects (for NIP-61 `proof` tags). */
  tokenProofs(token: string): Promise<Array<{ id: string; amount: number; secret: string; C: string }>>
  /** `lockTo`: a NUT-11 P2PK key the token is locked to (nutzaps). */
  sendToken(amount: number, opts?: { mint?: string; memo?: string; lockTo?: string }): Promise<OperationRow>
  quoteMelt(invoice: string, mint?: string): Promise<MeltQuote>
  payMeltQuote(quote: MeltQuote): Promise<OperationRow>
  /** Quote and pay at the mint with the largest balance. */
  payInvoice(invoice: string): Promise<OperationRow>
  /** Ids of operations whose mint call just got no answer (left unfinished, for recovery to ask again). */
  readonly unsettled$: Observable<string>
  /** Finishes or rolls back what a crash or a silent mint left unfinished (`only`: just these operations). */
  recover(only?: readonly string[]): Promise<Map<string, RecoveryOutcome>>
  unspentProofs(mint?: string): Promise<ProofRow[]>
  /** Adds backed-up proofs the mint confirms unspent (and their mint); returns the sats added. */
  importProofs(mint: string, proofs: Array<Pick<ProofRow, 'id' | 'amount' | 'secret' | 'C' | 'dleq' | 'witness'>>): Promise<number>
  /** Asks the mint about every unspent proof; those spent elsewhere leave the balance. */
  reconcile(mint: string): Promise<number>
  /** Decodes a NUT-18 payment request (loads the mint code). */
  readPaymentRequest(encoded: string): Promise<PaymentRequestInfo>
  /** Pays a NUT-18 payment request through its transport; `amount` when the request names none. */
  payPaymentRequest(encoded: string, opts?: { amount?: number; memo?: string }): Promise<PaidRequest>
}

export interface CashuWalletOptions {
  /** The account's wallet database, opened on first write. */
  database: WalletDbHandle
  /** Mints a new wallet starts with (runtime config `mints`). */
  defaultMints?: string[]
  now?: () => number
  connections?: MintConnections
  /** How paid payment requests reach their payee (fetch by default; no private messages unless given). */
  delivery?: Partial<PaymentDelivery>
}

/** cashu-ts and the mint operations: loaded when the first operation runs, never to show a balance. */
const loadOps = () => import(/* webpackChunkName: "wallet-cashu" */ './cashu-ops')

export function createCashuWallet(opts: CashuWalletOptions): CashuWallet {
  const { database } = opts
  const now = opts.now ?? (() => Date.now())
  const defaultRows: MintRow[] = [...new Set((opts.defaultMints ?? []).map(normalizeMintUrl))].map((url, index) => ({ url, addedAt: index }))
  let ledgerOpened: Promise<ProofLedger> | null = null
  const ledger = () => (ledgerOpened ??= database.open().then((db) => createProofLedger(db, now)))
  let context: OperationContext | null = null
  const unsettled = new Subject<string>()
  const ops = async () => {
    const [module, opened] = await Promise.all([loadOps(), ledger()])
    context ??= { ledger: opened, mints: opts.connections ?? module.createMintConnections(), now, newId: () => crypto.randomUUID(), onUnsettled: (id) => unsettled.next(id) }
    return { ...module, ctx: context }
  }

  const balances$ = database.live((db) => db.proofs.where('state').equals('unspent').toArray(), [] as ProofRow[]).pipe(map(perMint))
  const listMints = async (): Promise<MintRow[]> => {
    const rows = database.exists() ? await (await database.open()).mints.toArray() : defaultRows
    return [...rows].sort((a, b) => a.addedAt - b.addedAt)
  }
  const firstMint = async () => (await listMints())[0]?.url ?? fail(WALLET_ERRORS.noMints)
  const unspent = async (mint?: string) => (database.exists() ? (mint ? (await ledger()).unspent(mint) : (await ledger()).allUnspent()) : [])
  const richestMint = async () => {
    const known = await listMints()
    if (known.length === 0) fail(WALLET_ERRORS.noMints)
    const balances = perMint(await unspent())
    return known.map((mint) => mint.url).sort((a, b) => (balances[b] ?? 0) - (balances[a] ?? 0))[0]
  }
  const addMint = async (raw: string) => {
    const url = normalizeMintUrl(raw)
    const db = await database.open()
    const existing = await db.mints.get(url)
    if (existing) return existing
    const { ctx } = await ops()
    const name = await ctx.mints.with(url, async (wallet) => wallet.getMintInfo().name)
    const row: MintRow = { url, addedAt: now(), ...(name ? { name } : {}) }
    await retryInMemory(db, () => db.mints.put(row))
    return row
  }

  return {
    mints$: database.live((db) => db.mints.toArray().then((rows) => rows.sort((a, b) => a.addedAt - b.addedAt)), defaultRows),
    balances$,
    balance$: balances$.pipe(map((balances) => Object.values(balances).reduce((total, amount) => total + amount, 0))),
    operations$: database.live((db) => db.operations.orderBy('createdAt').reverse().toArray(), [] as OperationRow[]),
    unsettled$: unsettled.asObservable(),
    addMint,
    async removeMint(url) {
      const db = await database.open()
      await retryInMemory(db, () => db.mints.delete(normalizeMintUrl(url)))
      context?.mints.forget(normalizeMintUrl(url))
    },
    async receiveLightning(amount, mint, description) {
      const { createMintQuote, ctx } = await ops()
      return createMintQuote(ctx, mint ?? (await firstMint()), amount, description)
    },
    async checkLightning(id) {
      const operation = await (await ledger()).operation(id)
      if (!operation || operation.kind !== 'mint') throw new WalletError(WALLET_ERRORS.walletNotInitialized)
      if (operation.state === 'done') return 'done'
      const { claimMintQuote, ctx } = await ops()
      return claimMintQuote(ctx, operation)
    },
    async receiveToken(token, privkey) {
      const { receiveToken, ctx } = await ops()
      return receiveToken(ctx, token, async (url) => void (await addMint(url)), privkey)
    },
    async tokenState(token) {
      const { tokenState, ctx } = await ops()
      return tokenState(ctx, token)
    },
    async tokenLocks(token) {
      const { tokenLocks, ctx } = await ops()
      return tokenLocks(ctx, token)
    },
    async tokenProofs(token) {
      const { tokenProofList, ctx } = await ops()
      return tokenProofList(ctx, token)
    },
    async sendToken(amount, { mint, memo, lockTo } = {}) {
      const { sendToken, ctx } = await ops()
      return sendToken(ctx, mint ?? (await richestMint()), amount, memo, lockTo)
    },
    async quoteMelt(invoice, mint) {
      const { quoteMelt, ctx } = await ops()
      return quoteMelt(ctx, mint ?? (await richestMint()), invoice)
    },
    async payMeltQuote(quote) {
      const { payMeltQuote, ctx } = await ops()
      return payMeltQuote(ctx, quote)
    },
    async payInvoice(invoice) {
      const { quoteMelt, payMeltQuote, ctx } = await ops()
      const quote = await quoteMelt(ctx, await richestMint(), invoice)
      if (sumAmounts(await unspent(quote.mint)) < quote.amount + quote.feeReserve) fail(INSUFFICIENT_BALANCE)
      return payMeltQuote(ctx, quote)
    },
    /** Loads the mint code only when something is unfinished (and the database only when it exists). */
    async recover(only) {
      if (!database.exists() || (await (await ledger()).unfinished()).length === 0) return new Map()
      const { recoverOperations, ctx } = await ops()
      return recoverOperations(ctx, only)
    },
    unspentProofs: (mint) => unspent(mint ? normalizeMintUrl(mint) : undefined),
    async importProofs(mint, proofs) {
      const url = normalizeMintUrl(mint)
      const { importProofs, ctx } = await ops()
      const added = await importProofs(ctx, url, proofs)
      const db = await database.open()
      if (!(await db.mints.get(url))) await retryInMemory(db, () => db.mints.put({ url, addedAt: now() }))
      return added
    },
    async readPaymentRequest(encoded) {
      return (await loadOps()).readPaymentRequest(encoded)
    },
    async payPaymentRequest(encoded, options) {
      const { payRequest, ctx } = await ops()
      const delivery = { fetch: (...args: Parameters<typeof fetch>) => fetch(...args), ...opts.delivery }
      return payRequest(ctx, encoded, perMint(await unspent()), delivery, options)
    },
    async reconcile(mint) {
      const { reconcileProofs, ctx } = await ops()
      return reconcileProofs(ctx, normalizeMintUrl(mint))
    },
  }
}

function fail(message: string): never {
  throw new WalletError(message)
}

function perMint(rows: ProofRow[]): Record<string, number> {
  const balances: Record<string, number> = {}
  for (const row of rows) balances[row.mint] = (balances[row.mint] ?? 0) + row.amount
  return balances
}
