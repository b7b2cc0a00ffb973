import type { NostrEvent } from '@app/core';
import { safeHttpUrl } from '../content/safeHttpUrl';
import { truncateText } from '../content/parseContent';
import { cleanTags, tagValue, tagValues } from './eventTags';

/** Spec 2: currency symbols of listing prices; SATS shows the bitcoin sign. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  CNY: '¥',
  INR: '₹',
  RUB: '₽',
  KRW: '₩',
  BTC: '₿',
  SATS: '₿',
};

export const CATEGORY_LABEL_MAX = 20;
export const LOCATION_LABEL_MAX = 30;
export const SUMMARY_MAX = 250;

/** '$15', '₿ 21000'-style price text: symbol then amount (unknown currencies: amount then code), then '/ frequency'. */
export function formatPrice(amount: string, currency = '', frequency?: string): string {
  const code = currency.trim().toUpperCase();
  const symbol = CURRENCY_SYMBOLS[code];
  const value = amount.trim();
  const base = symbol ? `${symbol}${value}` : [value, code].filter(Boolean).join(' ');
  return frequency?.trim() ? `${base} / ${frequency.trim()}` : base;
}

/** What a NIP-99 listing shows. */
export interface Listing {
  title: string;
  price?: string;
  image: string | null;
  summary?: string;
  categories: string[];
  geohash?: string;
  location?: string;
}

const GEOHASH = /^[0-9b-hjkmnp-z]{1,12}$/i;

/** Reads a listing's tags; invalid values (non-http images, malformed geohashes) are left out. */
export function readListing(event: NostrEvent): Listing {
  const price = cleanTags(event.tags).find((tag) => tag[0] === 'price' && tag[1]);
  const geohash = tagValues(event, 'g').find((value) => GEOHASH.test(value));
  const summary = tagValue(event, 'summary');
  return {
    title: tagValue(event, 'title') ?? '',
    price: price ? formatPrice(price[1], price[2], price[3]) : undefined,
    image: safeHttpUrl(tagValue(event, 'image')),
    summary: summary ? truncateText(summary, SUMMARY_MAX) : undefined,
    categories: [...new Set(tagValues(event, 't').filter((tag) => tag.trim()))],
    geohash: geohash?.toLowerCase(),
    location: tagValue(event, 'location'),
  };
}
