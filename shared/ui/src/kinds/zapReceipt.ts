import type { NostrEvent } from '@app/core';
import { decode } from 'light-bolt11-decoder';
import { tagValue, targetEventId } from './eventTags';

/** What a zap receipt (kind 9735) says: amount in bits (invoice millisats / 1000), who zapped, the comment. */
export interface ZapReceipt {
  amount: number | null;
  /** The zapper (pubkey of the zap request in `description`), or the `P` tag, or null. */
  zapper: string | null;
  comment: string;
  /** The zapped event, if a note was zapped. */
  eventId?: string;
  /** The zapped user (`p` tag). */
  recipient?: string;
}

const HEX64 = /^[0-9a-f]{64}$/i;

/** Amount of a BOLT11 invoice in bits (millisats / 1000, rounded down); null for a bad invoice or no amount. */
export function invoiceAmountBits(bolt11: string | undefined): number | null {
  if (!bolt11) return null;
  try {
    const section = decode(bolt11).sections.find((part) => part.name === 'amount');
    const millisats = Number(section && 'value' in section ? section.value : NaN);
    return Number.isFinite(millisats) && millisats > 0 ? Math.floor(millisats / 1000) : null;
  } catch {
    return null;
  }
}

function zapRequest(description: string | undefined): { pubkey?: unknown; content?: unknown } {
  try {
    const parsed: unknown = JSON.parse(description ?? '');
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

/** Reads a zap receipt; malformed parts come back as null or empty, never as an exception. */
export function parseZapReceipt(event: NostrEvent): ZapReceipt {
  const request = zapRequest(tagValue(event, 'description'));
  const requester = typeof request.pubkey === 'string' && HEX64.test(request.pubkey) ? request.pubkey : undefined;
  const upper = tagValue(event, 'P');
  return {
    amount: invoiceAmountBits(tagValue(event, 'bolt11')),
    zapper: requester ?? (upper && HEX64.test(upper) ? upper : null),
    comment: typeof request.content === 'string' ? request.content : '',
    eventId: targetEventId(event),
    recipient: tagValue(event, 'p'),
  };
}
