import { liveQuery } from 'dexie'
import { from, map, type Observable } from 'rxjs'
import { WALLET_ERRORS, WalletError } from '../wallet-errors'
import type { MintConnections } from './mint-connection'
import { normalizeMintUrl } from './mint-url'
import type { OperationContext } from './operation-context'
import type { MeltQuote } from './pay-invoice'
import { createProofLedger } from './proof-ledger'
import { sumAmounts } from './proof-rows'
import type { PaidRequest, PaymentDelivery } from './pay-request'
import type { PaymentRequestInfo } from './payment-request'
import type { MintQuoteProgress } from './receive-lightning'
import type { RecoveryOutcome } from './recovery'
import { INSUFFICIENT_BALANCE } from './wallet-limits'
import type { WalletDatabase } from './wallet-database'
import type { MintRow, OperationRow, ProofRow } from './wallet-rows'

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
  sendToken(amount: number, opts?: { mint?: string; memo?: string }): Promise<OperationRow>
  quoteMelt(invoice: string, mint?: string): Promise<MeltQuote>
  payMeltQuote(quote: MeltQuote): Promise<OperationRow>
  /** Quote and pay at the mint with the largest balance. */
  payInvoice(invoice: string): Promise<OperationRow>
  /** Finishes or rolls back what a crash or a silent mint left unfinished. */
  recover(): Promise<Map<string, RecoveryOutcome>>
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
  db: WalletDatabase
  /** Mints a new wallet starts with (runtime config `mints`). */
  defaultMints?: string[]
  now?: () => number
  connections?: MintConnections
  /** How paid payment requests reach their payee (fetch by default; no private messages unless given). */
  delivery?: Partial<PaymentDelivery>
}

/** cashu-ts and the mint operations: loaded when the first operation runs, never to show a balance. */
const loadOps = () => import('./cashu-ops')

export function createCashuWallet(opts: CashuWalletOptions): CashuWallet {
  const { db } = opts
  const now = opts.now ?? (() => Date.now())
  const ledger = createProofLedger(db, now)
  let context: OperationContext | null = null
  const ops = async () => {
    const module = await loadOps()
    context ??= { ledger, mints: opts.connections ?? module.createMintConnections(), now, newId: () => crypto.randomUUID() }
    return { ...module, ctx: context }
  }
  seedDefaultMints(db, opts.defaultMints ?? [], now)

  const balances$ = from(liveQuery(() => db.proofs.where('state').equals('unspent').toArray())).pipe(map(perMint))
  const listMints = async () => (await db.mints.toArray()).sort((a, b) => a.addedAt - b.addedAt)
  const firstMint = async () => (await listMints())[0]?.url ?? fail(WALLET_ERRORS.noMints)
  const richestMint = async () => {
    const known = await listMints()
    if (known.length === 0) fail(WALLET_ERRORS.noMints)
    const balances = perMint(await ledger.allUnspent())
    return known.map((mint) => mint.url).sort((a, b) => (balances[b] ?? 0) - (balances[a] ?? 0))[0]
  }
  const addMint = async (raw: string) => {
    const url = normalizeMintUrl(raw)
    const existing = await db.mints.get(url)
    if (existing) return existing
    const { ctx } = await ops()
    const name = await ctx.mints.with(url, async (wallet) => wallet.getMintInfo().name)
    const row: MintRow = { url, addedAt: now(), ...(name ? { name } : {}) }
    await db.mints.put(row)
    return row
  }

  return {
    mints$: from(liveQuery(() => listMints())),
    balances$,
    balance$: balances$.pipe(map((balances) => Object.values(balances).reduce((total, amount) => total + amount, 0))),
    operations$: from(liveQuery(() => db.operations.orderBy('createdAt').reverse().toArray())),
    addMint,
    async removeMint(url) {
      await db.mints.delete(normalizeMintUrl(url))
      context?.mints.forget(normalizeMintUrl(url))
    },
    async receiveLightning(amount, mint, description) {
      const { createMintQuote, ctx } = await ops()
      return createMintQuote(ctx, mint ?? (await firstMint()), amount, description)
    },
    async checkLightning(id) {
      const operation = await ledger.operation(id)
      if (!operation || operation.kind !== 'mint') throw new WalletError(WALLET_ERRORS.walletNotInitialized)
      if (operation.state === 'done') return 'done'
      const { claimMintQuote, ctx } = await ops()
      return claimMintQuote(ctx, operation)
    },
    async receiveToken(token, privkey) {
      const { receiveToken, ctx } = await ops()
      return receiveToken(ctx, token, async (url) => void (await addMint(url)), privkey)
    },
    async sendToken(amount, { mint, memo } = {}) {
      const { sendToken, ctx } = await ops()
      return sendToken(ctx, mint ?? (await richestMint()), amount, memo)
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
      if (sumAmounts(await ledger.unspent(quote.mint)) < quote.amount + quote.feeReserve) fail(INSUFFICIENT_BALANCE)
      return payMeltQuote(ctx, quote)
    },
    /** Loads the mint code only when something is unfinished. */
    async recover() {
      if ((await ledger.unfinished()).length === 0) return new Map()
      const { recoverOperations, ctx } = await ops()
      return recoverOperations(ctx)
    },
    unspentProofs: (mint) => (mint ? ledger.unspent(normalizeMintUrl(mint)) : ledger.allUnspent()),
    async importProofs(mint, proofs) {
      const url = normalizeMintUrl(mint)
      const { importProofs, ctx } = await ops()
      const added = await importProofs(ctx, url, proofs)
      if (!(await db.mints.get(url))) await db.mints.put({ url, addedAt: now() })
      return added
    },
    async readPaymentRequest(encoded) {
      return (await loadOps()).readPaymentRequest(encoded)
    },
    async payPaymentRequest(encoded, options) {
      const { payRequest, ctx } = await ops()
      const delivery = { fetch: (...args: Parameters<typeof fetch>) => fetch(...args), ...opts.delivery }
      return payRequest(ctx, encoded, perMint(await ledger.allUnspent()), delivery, options)
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

/** A wallet database created now starts with the deployment's mints. */
function seedDefaultMints(db: WalletDatabase, urls: string[], now: () => number) {
  db.on('populate', (tx) => {
    void tx.table('mints').bulkPut([...new Set(urls.map(normalizeMintUrl))].map((url, index) => ({ url, addedAt: now() + index })))
  })
}
