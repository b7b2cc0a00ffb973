import type {
  MeltQuote,
  PaidRequest,
  PaymentRequestInfo,
  MintQuoteProgress,
  MintRow,
  NwcTransaction,
  OperationRow,
  PaymentMetadataRow,
  WalletConnection,
  WalletProvider,
} from '@app/core/wallet';
import type { Observable } from 'rxjs';

export type { MeltQuote, PaidRequest, PaymentRequestInfo, MintQuoteProgress, MintRow, NwcTransaction, OperationRow, PaymentMetadataRow, WalletConnection, WalletProvider };

/** The saved NWC connections and the one in use. */
export interface ConnectionsState {
  connections: WalletConnection[];
  activeId: string | null;
}

/**
 * What the wallet page needs of the core's wallet (`walletOf(core)` and its account's cashu wallet), narrowed to one
 * flat interface: the page and its stories depend on this, core-wallet-port.ts adapts the core to it, and stories
 * and tests give fakes. Amounts are in sats (1 bit = 1 sat here).
 */
export interface WalletPort {
  /** The active provider (cashu until the user chooses). */
  readonly provider$: Observable<WalletProvider>;
  /** Sats of the active provider; null when unknown (not read yet, or the provider cannot tell). */
  readonly balance$: Observable<number | null>;
  readonly connections$: Observable<ConnectionsState>;
  /** The local ecash wallet (whatever provider is active). */
  readonly mints$: Observable<MintRow[]>;
  /** Unspent sats per mint URL. */
  readonly mintBalances$: Observable<Record<string, number>>;
  /** Ecash operations, newest first. */
  readonly operations$: Observable<OperationRow[]>;
  /** What payments were for, newest first. */
  readonly payments$: Observable<PaymentMetadataRow[]>;
  /** True while the ecash cannot be saved on this device (no storage, or a full one): it lives only as long as the tab. */
  readonly ecashInMemory$: Observable<boolean>;

  /** Whether a browser extension provides WebLN (window.webln). */
  weblnAvailable(): boolean;
  setProvider(provider: WalletProvider): void;
  /** Validates, checks and saves a `nostr+walletconnect://` string, and makes it the active wallet. */
  addConnection(connectionString: string, name?: string): Promise<WalletConnection>;
  activateConnection(id: string): void;
  removeConnection(id: string): void;
  /** Sets the provider to disabled. */
  disconnect(): void;
  /** Reads the active remote or browser wallet's balance again (ecash balances are always current). */
  refreshBalance(): Promise<void>;
  /** The active NWC wallet's transactions; null when no NWC wallet is active. */
  nwcTransactions(): Promise<NwcTransaction[]> | null;
  /** Pays through the active provider (NWC, WebLN, or ecash at the richest mint). */
  payInvoice(invoice: string): Promise<{ preimage?: string }>;
  /** An invoice of the active provider (used for NWC and WebLN; ecash receives through receiveLightning). */
  makeInvoice(amount: number, description?: string): Promise<{ invoice: string }>;

  addMint(url: string): Promise<MintRow>;
  removeMint(url: string): Promise<void>;
  /** A mint quote: the operation carries the invoice to pay. */
  receiveLightning(amount: number): Promise<OperationRow>;
  /** Claims a lightning receive once paid; safe to call repeatedly. */
  checkLightning(operationId: string): Promise<MintQuoteProgress>;
  receiveToken(token: string): Promise<OperationRow>;
  sendToken(amount: number, opts?: { mint?: string; memo?: string }): Promise<OperationRow>;
  quoteMelt(invoice: string): Promise<MeltQuote>;
  payMeltQuote(quote: MeltQuote): Promise<OperationRow>;
  /** Decodes a Cashu NUT-18 payment request ('Invalid payment request' when it does not). */
  readPaymentRequest(encoded: string): Promise<PaymentRequestInfo>;
  /** Pays it from the ecash wallet through its transport (`amount` when the request names none). */
  payPaymentRequest(encoded: string, opts?: { amount?: number; memo?: string }): Promise<PaidRequest>;
}

/** Spec 2 §9: a token's memo is capped at 200 characters (the core's TOKEN_MEMO_MAX). */
export const MEMO_MAX_LENGTH = 200;

/** How often an open lightning receive asks its mint whether the invoice was paid. */
export const RECEIVE_POLL_MS = 2500;

/** Unfinished ecash operations: submitted to a mint, or an invoice still payable. */
export function isPendingOperation(operation: OperationRow, nowMs: number): boolean {
  if (operation.state === 'submitted') return true;
  return operation.state === 'quoted' && (operation.expiry === undefined || operation.expiry * 1000 > nowMs);
}
