const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function polymod(values: number[]): number {
  let checksum = 1;
  for (const value of values) {
    const top = checksum >> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    GENERATOR.forEach((gen, i) => {
      if ((top >> i) & 1) checksum ^= gen;
    });
  }
  return checksum;
}

function expandPrefix(prefix: string): number[] {
  const codes = [...prefix].map((c) => c.charCodeAt(0));
  return [...codes.map((c) => c >> 5), 0, ...codes.map((c) => c & 31)];
}

function checksumWords(prefix: string, words: number[]): number[] {
  const mod = polymod([...expandPrefix(prefix), ...words, 0, 0, 0, 0, 0, 0]) ^ 1;
  return [0, 1, 2, 3, 4, 5].map((i) => (mod >> (5 * (5 - i))) & 31);
}

function bytesToWords(bytes: number[]): number[] {
  const words: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      words.push((buffer >> bits) & 31);
    }
  }
  if (bits > 0) words.push((buffer << (5 - bits)) & 31);
  return words;
}

/** Encodes 8-bit data as bech32 with the given prefix (NIP-19 style, no length limit). */
export function bech32Encode(prefix: string, bytes: number[]): string {
  const words = bytesToWords(bytes);
  const all = [...words, ...checksumWords(prefix, words)];
  return `${prefix}1${all.map((w) => CHARSET[w]).join('')}`;
}
