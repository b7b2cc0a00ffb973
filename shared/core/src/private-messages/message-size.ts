import { NIP44_MAX_PLAINTEXT_BYTES } from '../signers/nip44-v2'

/**
 * Shown (after "Not sent: ") when a private message is too long for NIP-44 v2. The spec has no text for it: this one
 * says what happened and what to do.
 */
export const MESSAGE_TOO_LONG = 'This message is too long to send privately (at most 40 KB of text). Shorten it or send it in parts.'

/** NIP-44 v2 payload bytes around the padded text: version (1), nonce (32), length prefix (2), MAC (32). */
const NIP44_FRAME_BYTES = 1 + 32 + 2 + 32

/** NIP-44 v2 `calc_padded_len`: the size the plaintext is padded to. */
export function nip44PaddedLength(size: number): number {
  if (size <= 32) return 32
  const nextPower = 2 ** (Math.floor(Math.log2(size - 1)) + 1)
  const chunk = nextPower <= 256 ? 32 : nextPower / 8
  return chunk * (Math.floor((size - 1) / chunk) + 1)
}

/** Characters of the base64 NIP-44 v2 payload for a plaintext of `size` bytes. */
export const nip44PayloadLength = (size: number) => 4 * Math.ceil((NIP44_FRAME_BYTES + nip44PaddedLength(size)) / 3)

/** A seal's JSON without its content: ids, key and signature in hex, a ten-digit time (until the year 2286). */
const SEAL_JSON_WITHOUT_CONTENT = JSON.stringify({ id: '0'.repeat(64), pubkey: '0'.repeat(64), created_at: 9_999_999_999, kind: 13, tags: [], content: '', sig: '0'.repeat(128) }).length

/** Bytes the wrap encrypts (the seal's JSON) when the sealed rumor's JSON is `size` bytes. */
export const wrapPlaintextBytes = (size: number) => SEAL_JSON_WITHOUT_CONTENT + nip44PayloadLength(size)

/** The largest `size` (1..max) for which `fits(size)` holds, `fits` being monotonic. */
function largestFitting(max: number, fits: (size: number) => boolean): number {
  let [low, high] = [0, max]
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (fits(middle)) low = middle
    else high = middle - 1
  }
  return low
}

/**
 * The largest rumor JSON (UTF-8 bytes) a seal may hold so that the wrap around the seal stays within NIP-44 v2's
 * 65,535-byte plaintext: the seal's base64 payload is about 4/3 of the padded rumor, and padding goes in steps of
 * 8 KiB at this size, so this is 40,960 bytes.
 */
export const MAX_SEALED_RUMOR_BYTES = largestFitting(NIP44_MAX_PLAINTEXT_BYTES, (size) => wrapPlaintextBytes(size) <= NIP44_MAX_PLAINTEXT_BYTES)

/** Throws MESSAGE_TOO_LONG when a rumor's JSON is too large to seal and wrap with NIP-44 v2. */
export function assertSealable(rumorJson: string): void {
  if (new TextEncoder().encode(rumorJson).length > MAX_SEALED_RUMOR_BYTES) throw new Error(MESSAGE_TOO_LONG)
}
