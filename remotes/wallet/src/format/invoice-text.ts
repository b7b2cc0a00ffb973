const BOLT11 = /^ln(bc|tb|tbs|bcrt|sb)[0-9]*[munp]?1[02-9ac-hj-np-z]{6,}$/;

export const NOT_AN_INVOICE = 'Paste a lightning invoice (it starts with lnbc).';

/**
 * The bolt11 invoice in pasted or scanned text: a `lightning:` prefix (with or without //) is stripped, as is a
 * BIP21 `bitcoin:` address around a `lightning=` parameter; bolt11 is case-insensitive and kept in lower case.
 */
export function invoiceFromText(text: string): string {
  const trimmed = text.trim();
  const lower = trimmed.toLowerCase();
  if (lower.startsWith('lightning:')) return trimmed.slice('lightning:'.length).replace(/^\/\//, '').trim().toLowerCase();
  if (lower.startsWith('bitcoin:')) {
    const query = trimmed.split('?')[1];
    const invoice = query ? new URLSearchParams(query).get('lightning') : null;
    if (invoice) return invoice.trim().toLowerCase();
  }
  return BOLT11.test(lower) ? lower : trimmed;
}

/** Whether `invoice` (as invoiceFromText gives it) looks like a bolt11 invoice. */
export function isBolt11(invoice: string): boolean {
  return BOLT11.test(invoice);
}

/** The link that opens an invoice in the user's lightning wallet app. */
export const lightningLink = (invoice: string) => `lightning:${invoice}`;
