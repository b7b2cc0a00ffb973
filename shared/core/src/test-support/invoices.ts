import { bech32 } from '@scure/base'

/** A real BOLT 11 invoice (light-bolt11-decoder's README): 2000 bits, 'fiatjaf:  money', issued April 2022. */
export const SAMPLE_INVOICE =
  'lnbc20u1p3y0x3hpp5743k2g0fsqqxj7n8qzuhns5gmkk4djeejk3wkp64ppevgekvc0jsdqcve5kzar2v9nr5gpqd4hkuetesp5ez2g297jduwc20t6lmqlsg3man0vf2jfd8ar9fh8fhn2g8yttfkqxqy9gcqcqzys9qrsgqrzjqtx3k77yrrav9hye7zar2rtqlfkytl094dsp0ms5majzth6gt7ca6uhdkxl983uywgqqqqlgqqqvx5qqjqrzjqd98kxkpyw0l9tyy8r8q57k7zpy9zjmh6sez752wj6gcumqnj3yxzhdsmg6qq56utgqqqqqqqqqqqeqqjq7jd56882gtxhrjm03c93aacyfy306m4fq0tskf83c0nmet8zc2lxyyg3saz8x6vwcp26xnrlagf9semau3qm2glysp7sv95693fphvsp54l567'

/**
 * The sample invoice with another human-readable part (`lnbc210n`, `lnbcrt2500n`, `lnbc` for any amount): the same
 * fields under a recomputed checksum, so decoders read it. Its signature no longer matches, which light-bolt11-decoder
 * (like every reader of zap receipts here) does not check.
 */
export function invoiceWithPrefix(prefix: string): string {
  const { words } = bech32.decode(SAMPLE_INVOICE as `${string}1${string}`, false)
  return bech32.encode(prefix, words, false)
}
