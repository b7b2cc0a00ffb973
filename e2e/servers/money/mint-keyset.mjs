// The mint's keyset: one private key per power-of-two amount, derived from a seed (the same seed, the same keyset id),
// and the NUT-00/12 signing with it: blind signatures with a DLEQ proof, and proof verification.
import { createHash } from 'node:crypto';
import { createBlindSignature, createDLEQProof, createNewMintKeys, hashToCurve, pointFromHex } from '@cashu/cashu-ts';

const toHex = (bytes) => Buffer.from(bytes).toString('hex');

/** Y = hash_to_curve(secret), the id of a proof in the spent set and in NUT-07 (compressed hex). */
export function proofY(secret) {
  return hashToCurve(new TextEncoder().encode(secret)).toHex(true);
}

/** A point from hex, or null when it is not a valid compressed secp256k1 point. */
export function parsePoint(hex) {
  if (typeof hex !== 'string' || !/^0[23][0-9a-f]{64}$/i.test(hex)) return null;
  try {
    return pointFromHex(hex);
  } catch {
    return null;
  }
}

/** A deterministic keyset (`orders` amounts: 1, 2, 4 … 2^(orders-1)) for `unit`. */
export function createKeyset({ seed = 'local', unit = 'sat', orders = 32 } = {}) {
  const seedBytes = createHash('sha256').update(`cashu-test-mint:${seed}`).digest();
  const { keysetId, pubKeys, privKeys } = createNewMintKeys(orders, seedBytes, { unit });
  const keys = Object.fromEntries(Object.entries(pubKeys).map(([amount, key]) => [amount, toHex(key)]));
  const meta = { id: keysetId, unit, active: true, input_fee_ppk: 0 };

  const has = (amount) => Number.isSafeInteger(amount) && String(amount) in privKeys;

  /** NUT-00 blind signature C_ = k·B_ with its NUT-12 DLEQ proof (e, s). */
  function sign({ amount, B_ }) {
    const point = pointFromHex(B_);
    const privateKey = privKeys[String(amount)];
    const { C_ } = createBlindSignature(point, privateKey, keysetId);
    const { e, s } = createDLEQProof(point, privateKey);
    return { id: keysetId, amount, C_: C_.toHex(true), dleq: { e: toHex(e), s: toHex(s) } };
  }

  /** Whether C = k·hash_to_curve(secret) for the proof's amount. */
  function verify({ amount, secret, C }) {
    const point = parsePoint(C);
    if (!point || !has(amount)) return false;
    const k = BigInt(`0x${toHex(privKeys[String(amount)])}`);
    return hashToCurve(new TextEncoder().encode(secret)).multiply(k).equals(point);
  }

  return {
    id: keysetId,
    unit,
    meta,
    keysJson: { ...meta, keys },
    has,
    maxAmount: 2 ** orders - 1,
    /** Whether `id` names this keyset: its full id or the short (16 hex) id that v4 tokens carry. */
    matches: (id) => typeof id === 'string' && id.length >= 16 && keysetId.startsWith(id),
    sign,
    verify,
  };
}
