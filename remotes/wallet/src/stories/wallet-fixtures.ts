import type { MintRow, NwcTransaction, OperationRow, PaymentMetadataRow, WalletConnection } from '../wallet-port/wallet-port';

/** Fixed example data for the wallet's stories and tests (no mint or relay is ever asked). */
export const MINT_URL = 'https://mint.example.com';
export const OTHER_MINT_URL = 'https://nuts.example.org/Bitcoin';
export const OFFLINE_MINT_URL = 'https://down.example.net';

export const INVOICE =
  'lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpuaztrnwngzn3kdzw5hydlzf03qdgm2hdq27cqv3agm2awhz5se903vruatfhq77w3ls4evs3ch9zw97j25emudupq63nyw24cg27h2rspfj9srp';
export const TOKEN =
  'cashuBo2FteBhodHRwczovL21pbnQuZXhhbXBsZS5jb21hdWNzYXRhdIGiYWlIAJofKTJT5B5hcIGjYWEYQGFzeEA4OWE4ZGEwZGVhMTk2YmRjYjdiOTk1ZmEzYTg2ZmJjYmI5NGI1MTYyNmQ5ZmRmNzA1Y2M2MmFhMjc0MWJjYWJjYWNYIQM';
export const NWC_STRING =
  'nostr+walletconnect://b889ff5b1513b641e2a139f661a661364979c5beee91842f8f0ef42ab558e9d4?relay=wss%3A%2F%2Frelay.example.com&secret=71a8c14c1407c113601079c4302dab36460f0ccd0ad506f1f2dc73b5100e4f3c';

export const MINUTE = 60_000;

export const mint = (url: string, name?: string, addedAt = 1): MintRow => ({ url, addedAt, ...(name ? { name } : {}) });
export const MINTS: MintRow[] = [mint(MINT_URL, 'Example Mint', 1), mint(OTHER_MINT_URL, undefined, 2)];
export const MINT_BALANCES: Record<string, number> = { [MINT_URL]: 12_000, [OTHER_MINT_URL]: 345 };

let nextId = 0;

/** An ecash operation of `kind`, done, `minutesAgo` minutes before now. */
export function operation(kind: OperationRow['kind'], amount: number, minutesAgo: number, fields: Partial<OperationRow> = {}): OperationRow {
  const at = Date.now() - minutesAgo * MINUTE;
  return { id: `op-${++nextId}`, kind, mint: MINT_URL, state: 'done', amount, createdAt: at, updatedAt: at, ...fields };
}

export const OPERATIONS: OperationRow[] = [
  operation('send', 500, 3, { fee: 1, token: TOKEN, memo: 'Coffee' }),
  operation('melt', 1000, 90, { fee: 2, invoice: INVOICE }),
  operation('receive', 2100, 60 * 26, { token: TOKEN }),
  operation('mint', 10_000, 60 * 24 * 3, { invoice: 'lnbc100u1pfixture' }),
];

export const PENDING_OPERATION = operation('melt', 2100, 1, { state: 'submitted', invoice: 'lnbc21u1ppending' });
export const FAILED_OPERATION = operation('melt', 5000, 8, { state: 'failed', error: 'Payment failed', invoice: 'lnbc50u1pfailed' });

/** Enough operations to scroll. */
export const LONG_HISTORY: OperationRow[] = Array.from({ length: 60 }, (_, i) =>
  operation(i % 3 === 0 ? 'send' : i % 3 === 1 ? 'mint' : 'melt', 100 + i * 37, 7 + i * 45, i % 3 === 0 ? { token: TOKEN } : {}),
);

export const PAYMENTS: PaymentMetadataRow[] = [{ invoice: INVOICE, type: 'payment', message: 'Zap for a great note', recipient: 'Alice', timestamp: Date.now() - 90 * MINUTE }];

export const CONNECTIONS: WalletConnection[] = [
  { id: 'alby', name: 'Alby Hub', connectionString: NWC_STRING, lastUsed: Date.now() - 5 * MINUTE, balance: 84_000 },
  { id: 'phone', name: 'Phone wallet', connectionString: NWC_STRING, balance: 1200 },
];

export const NWC_TRANSACTIONS: NwcTransaction[] = [
  { type: 'incoming', state: 'settled', paymentHash: 'h1', amountMsat: 21_000_000, createdAt: Math.floor(Date.now() / 1000) - 600, settledAt: Math.floor(Date.now() / 1000) - 600, description: 'Zap from Bob' },
  { type: 'outgoing', state: 'settled', paymentHash: 'h2', invoice: INVOICE, amountMsat: 250_000_000, feesPaidMsat: 3000, createdAt: Math.floor(Date.now() / 1000) - 7200 },
];

/** A NUT-18 request as the core reads it: 210 bits for a coffee, paid over HTTP to the shop. */
export const PAYMENT_REQUEST = 'creqApWF0gaNhdGRwb3N0YWF4GWh0dHBzOi8vc2hvcC5leGFtcGxlL3BheWFnoGFpZm9yZGVyN2FhGNJhdWNzYXRhbYF4GWh0dHBzOi8vbWludC5leGFtcGxlLmNvbWFkZkNvZmZlZQ';
export const PAYMENT_REQUEST_INFO = {
  id: 'order7',
  amount: 210,
  unit: 'sat',
  description: 'Coffee',
  mints: ['https://mint.example.com'],
  transport: { type: 'post' as const, target: 'https://shop.example/pay' },
};
