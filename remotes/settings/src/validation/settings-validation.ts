/** The outcome of reading a typed value: the value to save, or why it cannot be saved. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const accept = <T>(value: T): Parsed<T> => ({ ok: true, value });
const reject = <T>(error: string): Parsed<T> => ({ ok: false, error });

/** An http(s) address, trimmed; empty means "not set" and is accepted. */
export function parseHttpUrl(input: string): Parsed<string> {
  const value = input.trim();
  if (!value) return accept('');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return reject('Enter a full address starting with https:// or http://');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return reject('Only http:// and https:// addresses are supported');
  return accept(value);
}

/** An imgproxy signing key or salt: hex digits, an even number of them; empty means "not set" and is accepted. */
export function parseEvenHex(input: string): Parsed<string> {
  const value = input.trim();
  if (!/^[0-9a-f]*$/i.test(value)) return reject('Use hex digits only (0–9, a–f)');
  if (value.length % 2 !== 0) return reject('Needs an even number of hex digits');
  return accept(value);
}

/** A whole number from `min` to `max`, inclusive. */
export function parseBoundedInteger(input: string, min: number, max: number): Parsed<number> {
  const value = input.trim();
  const number = Number(value);
  if (!/^-?\d+$/.test(value) || number < min || number > max) return reject(`Enter a whole number from ${min} to ${max}`);
  return accept(number);
}
