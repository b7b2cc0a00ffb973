import { decode } from 'light-bolt11-decoder';

/** What an invoice card shows. */
export interface InvoiceInfo {
  /** Bits (millisats / 1000); null for an any-amount invoice. */
  amount: number | null;
  description: string;
  /** Unix seconds. */
  expiresAt: number | null;
}

const DEFAULT_EXPIRY_S = 3600;

/** Decodes a BOLT11 invoice for display, or null when it is not a valid invoice. */
export function readInvoice(invoice: string): InvoiceInfo | null {
  try {
    const sections = decode(invoice).sections;
    const value = (name: string) => {
      const section = sections.find((part) => part.name === name);
      return section && 'value' in section ? section.value : undefined;
    };
    const millisats = Number(value('amount'));
    const timestamp = Number(value('timestamp'));
    const expiry = Number(value('expiry') ?? DEFAULT_EXPIRY_S);
    const description = value('description');
    return {
      amount: Number.isFinite(millisats) && millisats > 0 ? Math.floor(millisats / 1000) : null,
      description: typeof description === 'string' ? description : '',
      expiresAt: Number.isFinite(timestamp) && Number.isFinite(expiry) ? timestamp + expiry : null,
    };
  } catch {
    return null;
  }
}
