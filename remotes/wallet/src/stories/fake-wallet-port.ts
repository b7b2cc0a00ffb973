import { BehaviorSubject, distinctUntilChanged, map, NEVER, type Observable } from 'rxjs';
import type { ConnectionsState, MintRow, NwcTransaction, OperationRow, PaymentMetadataRow, WalletPort, WalletProvider } from '../wallet-port/wallet-port';
import { INVOICE, PAYMENT_REQUEST_INFO, TOKEN, operation } from './wallet-fixtures';

export interface FakeWalletState {
  provider: WalletProvider;
  balance: number | null;
  connections: ConnectionsState;
  mints: MintRow[];
  mintBalances: Record<string, number>;
  operations: OperationRow[];
  payments: PaymentMetadataRow[];
  /** The ecash is kept in memory only (no storage on the device). */
  ecashInMemory: boolean;
}

export interface FakeWalletOptions extends Partial<FakeWalletState> {
  /** The observables never emit (the wallet is still being read). */
  loading?: boolean;
  webln?: boolean;
  nwcTransactions?: NwcTransaction[];
  /** Replaces any method (a failure, a slow answer). */
  overrides?: Partial<WalletPort>;
}

export type FakeWalletPort = WalletPort & {
  calls: string[];
  state: BehaviorSubject<FakeWalletState>;
  /** Back to the state it was made with, no calls recorded (each story starts afresh). */
  reset(): void;
};

/** A story meta's `beforeEach`: the story's fake port starts afresh (args are shared by every run of a story). */
export const resetFakePort = ({ args }: { args: { port?: unknown } }) => {
  (args.port as FakeWalletPort | undefined)?.reset?.();
};

const DEFAULTS: FakeWalletState = {
  provider: 'cashu',
  balance: 0,
  connections: { connections: [], activeId: null },
  mints: [],
  mintBalances: {},
  operations: [],
  payments: [],
  ecashInMemory: false,
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A wallet in memory for stories and tests: its observables follow one state, its methods record their calls and
 * answer after a short pause like a mint would (a lightning receive is paid at the second check).
 */
export function fakeWalletPort(options: FakeWalletOptions = {}): FakeWalletPort {
  const { loading, webln = false, nwcTransactions, overrides, ...initial } = options;
  const state = new BehaviorSubject<FakeWalletState>({ ...DEFAULTS, ...initial });
  const calls: string[] = [];
  const update = (patch: Partial<FakeWalletState>) => state.next({ ...state.value, ...patch });
  const select = <T,>(pick: (value: FakeWalletState) => T): Observable<T> => (loading ? NEVER : state.pipe(map(pick), distinctUntilChanged()));
  const checks = new Map<string, number>();
  const record = <A extends unknown[], T>(name: string, body: (...args: A) => T) => (...args: A) => {
    calls.push(`${name}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`);
    return body(...args);
  };

  const port: WalletPort = {
    provider$: select((s) => s.provider),
    balance$: select((s) => s.balance),
    connections$: select((s) => s.connections),
    mints$: select((s) => s.mints),
    mintBalances$: select((s) => s.mintBalances),
    operations$: select((s) => s.operations),
    payments$: select((s) => s.payments),
    ecashInMemory$: select((s) => s.ecashInMemory),
    weblnAvailable: () => webln,
    setProvider: record('setProvider', (provider: WalletProvider) => update({ provider })),
    addConnection: record('addConnection', async (connectionString: string, name?: string) => {
      await wait(50);
      const connection = { id: `c${state.value.connections.connections.length + 1}`, name: name || 'New wallet', connectionString, balance: 0 };
      update({ provider: 'nwc', connections: { connections: [...state.value.connections.connections, connection], activeId: connection.id } });
      return connection;
    }),
    activateConnection: record('activateConnection', (id: string) => update({ provider: 'nwc', connections: { ...state.value.connections, activeId: id } })),
    removeConnection: record('removeConnection', (id: string) =>
      update({ connections: { connections: state.value.connections.connections.filter((c) => c.id !== id), activeId: state.value.connections.activeId === id ? null : state.value.connections.activeId } }),
    ),
    disconnect: record('disconnect', () => update({ provider: 'disabled' })),
    refreshBalance: record('refreshBalance', async () => undefined),
    nwcTransactions: record('nwcTransactions', () => (state.value.provider === 'nwc' && nwcTransactions ? Promise.resolve(nwcTransactions) : null)),
    payInvoice: record('payInvoice', async () => (await wait(50), { preimage: '00'.repeat(32) })),
    makeInvoice: record('makeInvoice', async () => (await wait(50), { invoice: INVOICE })),
    addMint: record('addMint', async (url: string) => {
      await wait(50);
      const row = { url: url.replace(/\/+$/, ''), addedAt: Date.now() };
      update({ mints: [...state.value.mints, row] });
      return row;
    }),
    removeMint: record('removeMint', async (url: string) => update({ mints: state.value.mints.filter((m) => m.url !== url) })),
    receiveLightning: record('receiveLightning', async (amount: number) => (await wait(50), operation('mint', amount, 0, { state: 'quoted', invoice: INVOICE }))),
    checkLightning: record('checkLightning', async (id: string) => {
      checks.set(id, (checks.get(id) ?? 0) + 1);
      return checks.get(id)! >= 2 ? 'done' : 'unpaid';
    }),
    receiveToken: record('receiveToken', async () => (await wait(50), operation('receive', 2100, 0, { fee: 0 }))),
    sendToken: record('sendToken', async (amount: number, opts?: { mint?: string; memo?: string }) => (await wait(50), operation('send', amount, 0, { token: TOKEN, memo: opts?.memo, fee: 0 }))),
    quoteMelt: record('quoteMelt', async (invoice: string) => (await wait(50), { mint: 'https://mint.example.com', quote: 'q1', invoice, amount: 250, feeReserve: 3 })),
    payMeltQuote: record('payMeltQuote', async () => (await wait(50), operation('melt', 250, 0, { fee: 1, invoice: INVOICE }))),
    readPaymentRequest: record('readPaymentRequest', async () => (await wait(20), PAYMENT_REQUEST_INFO)),
    payPaymentRequest: record('payPaymentRequest', async (_encoded: string, opts?: { amount?: number; memo?: string }) => {
      await wait(50);
      return { operation: operation('send', opts?.amount ?? PAYMENT_REQUEST_INFO.amount ?? 0, 0, { token: TOKEN }), delivered: true };
    }),
    ...overrides,
  };
  const reset = () => {
    calls.length = 0;
    checks.clear();
    state.next({ ...DEFAULTS, ...initial });
  };
  return Object.assign(port, { calls, state, reset });
}
