import { describe, expect, it } from 'vitest';
import { bitsLabel, formatBits } from './format-bits';
import { invoiceFromText, isBolt11, lightningLink } from './invoice-text';
import { AMOUNT_ERRORS, parseAmount } from './parse-amount';
import { mintHost } from './mint-host';
import { timeLabel } from './time-label';
import { tokenFromText } from './token-text';

const INVOICE = 'lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypq';

describe('formatBits (spec 2 §9)', () => {
  it('writes amounts up to 1000 as they are', () => {
    expect(formatBits(0)).toBe('0');
    expect(formatBits(21)).toBe('21');
    expect(formatBits(1000)).toBe('1000');
  });
  it('uses K above 1000 and M above 1,000,000, with at most 4 significant digits', () => {
    expect(formatBits(1001)).toBe('1.001K');
    expect(formatBits(12_345)).toBe('12.35K');
    expect(formatBits(1_000_000)).toBe('1000K');
    expect(formatBits(2_500_000)).toBe('2.5M');
    expect(formatBits(123_456_789)).toBe('123.5M');
  });
  it('labels one bit and many bits', () => {
    expect(bitsLabel(1)).toBe('1 bit');
    expect(bitsLabel(1500)).toBe('1.5K bits');
  });
});

describe('parseAmount', () => {
  it('reads whole numbers with thousands separators', () => {
    expect(parseAmount('21')).toEqual({ amount: 21 });
    expect(parseAmount(' 1,000 ')).toEqual({ amount: 1000 });
    expect(parseAmount('10 000')).toEqual({ amount: 10000 });
    expect(parseAmount('1_000_000')).toEqual({ amount: 1_000_000 });
  });
  it('is silent while the field is blank', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('   ')).toBeNull();
  });
  it('names what is wrong', () => {
    expect(parseAmount('abc')).toEqual({ error: AMOUNT_ERRORS.invalid });
    expect(parseAmount('1e3')).toEqual({ error: AMOUNT_ERRORS.invalid });
    expect(parseAmount('0')).toEqual({ error: AMOUNT_ERRORS.notPositive });
    expect(parseAmount('-5')).toEqual({ error: AMOUNT_ERRORS.notPositive });
    expect(parseAmount('2.5')).toEqual({ error: AMOUNT_ERRORS.notWhole });
    expect(parseAmount('99999999999999999999')).toEqual({ error: AMOUNT_ERRORS.notWhole });
  });
});

describe('invoiceFromText', () => {
  it('strips lightning: prefixes, with or without //, in any case', () => {
    expect(invoiceFromText(`lightning:${INVOICE}`)).toBe(INVOICE);
    expect(invoiceFromText(`LIGHTNING://${INVOICE.toUpperCase()}`)).toBe(INVOICE);
    expect(invoiceFromText(`  ${INVOICE}\n`)).toBe(INVOICE);
  });
  it('takes the invoice out of a BIP21 unified QR', () => {
    expect(invoiceFromText(`bitcoin:bc1qxyz?amount=0.001&lightning=${INVOICE.toUpperCase()}`)).toBe(INVOICE);
  });
  it('leaves other text as typed (the caller says it is no invoice)', () => {
    expect(invoiceFromText(' hello ')).toBe('hello');
    expect(isBolt11(invoiceFromText('hello'))).toBe(false);
    expect(isBolt11(invoiceFromText(`lightning:${INVOICE}`))).toBe(true);
  });
  it('links an invoice to the lightning wallet app', () => {
    expect(lightningLink(INVOICE)).toBe(`lightning:${INVOICE}`);
  });
});

describe('timeLabel', () => {
  const now = new Date(2025, 5, 15, 12, 0, 0).getTime();
  it('counts now, minutes, hours and days', () => {
    expect(timeLabel(now - 30_000, now)).toBe('now');
    expect(timeLabel(now + 5_000, now)).toBe('now');
    expect(timeLabel(now - 5 * 60_000, now)).toBe('5m');
    expect(timeLabel(now - 3 * 3_600_000, now)).toBe('3h');
    expect(timeLabel(now - 2 * 86_400_000, now)).toBe('2d');
  });
  it('then shows a date, with the year when it is another', () => {
    expect(timeLabel(new Date(2025, 2, 4).getTime(), now)).toBe('Mar 4');
    expect(timeLabel(new Date(2023, 2, 4).getTime(), now)).toBe('Mar 4, 2023');
  });
});

describe('mintHost', () => {
  it('names a mint by its host, and its path when it has one', () => {
    expect(mintHost('https://mint.example.com/')).toBe('mint.example.com');
    expect(mintHost('https://nuts.example.org/Bitcoin')).toBe('nuts.example.org/Bitcoin');
    expect(mintHost('not a url')).toBe('not a url');
  });
});

describe('tokenFromText', () => {
  it('strips whitespace and a cashu: URI prefix', () => {
    expect(tokenFromText('  cashuBo2F0\n ')).toBe('cashuBo2F0');
    expect(tokenFromText('cashu:cashuBo2F0')).toBe('cashuBo2F0');
    expect(tokenFromText('CASHU://cashuAeyJ0')).toBe('cashuAeyJ0');
  });
});
