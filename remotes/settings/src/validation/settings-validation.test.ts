import { describe, expect, it } from 'vitest';
import { parseBoundedInteger, parseEvenHex, parseHttpUrl } from './settings-validation';

describe('parseHttpUrl', () => {
  it.each(['https://imgproxy.example.com', 'http://localhost:8080/proxy', '  https://api.example.org/  '])('accepts %s', (input) => {
    expect(parseHttpUrl(input)).toEqual({ ok: true, value: input.trim() });
  });

  it('accepts an empty value as "not set"', () => {
    expect(parseHttpUrl('   ')).toEqual({ ok: true, value: '' });
  });

  it.each(['imgproxy.example.com', 'not a url', 'https://'])('rejects %s, which is not an address', (input) => {
    expect(parseHttpUrl(input)).toEqual({ ok: false, error: 'Enter a full address starting with https:// or http://' });
  });

  it.each(['wss://relay.example.com', 'ftp://files.example.com', 'javascript:alert(1)'])('rejects the non-http scheme of %s', (input) => {
    expect(parseHttpUrl(input)).toEqual({ ok: false, error: 'Only http:// and https:// addresses are supported' });
  });
});

describe('parseEvenHex', () => {
  it('accepts even-length hex in either case', () => {
    expect(parseEvenHex('A1b2C3d4')).toEqual({ ok: true, value: 'A1b2C3d4' });
  });

  it('accepts an empty value as "not set"', () => {
    expect(parseEvenHex('')).toEqual({ ok: true, value: '' });
  });

  it('rejects an odd number of digits', () => {
    expect(parseEvenHex('abc')).toEqual({ ok: false, error: 'Needs an even number of hex digits' });
  });

  it.each(['xyz1', '12 34', '0x12', 'ab-cd'])('rejects the non-hex characters of %s', (input) => {
    expect(parseEvenHex(input)).toEqual({ ok: false, error: 'Use hex digits only (0–9, a–f)' });
  });
});

describe('parseBoundedInteger', () => {
  it.each([
    ['0', 0],
    ['10', 10],
    [' 5 ', 5],
  ])('accepts %s within 0 to 10', (input, value) => {
    expect(parseBoundedInteger(input, 0, 10)).toEqual({ ok: true, value });
  });

  it.each(['-1', '11', '2.5', '', 'five', '1e1'])('rejects %s', (input) => {
    expect(parseBoundedInteger(input, 0, 10)).toEqual({ ok: false, error: 'Enter a whole number from 0 to 10' });
  });
});
