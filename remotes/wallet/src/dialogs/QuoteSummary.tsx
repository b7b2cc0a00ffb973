import { bitsLabel } from '../format/format-bits';
import type { MeltQuote } from '../wallet-port/wallet-port';
import { Figures } from './DialogLayout';

/** A melt quote as the user confirms it: the invoice's amount, the mint's fee reserve, and the most it can cost. */
export function QuoteSummary({ quote }: { quote: MeltQuote }) {
  return (
    <Figures>
      <dt>Amount</dt>
      <dd>{bitsLabel(quote.amount)}</dd>
      <dt>Fee reserve</dt>
      <dd>{bitsLabel(quote.feeReserve)}</dd>
      <dt>Total at most</dt>
      <dd>{bitsLabel(quote.amount + quote.feeReserve)}</dd>
    </Figures>
  );
}
