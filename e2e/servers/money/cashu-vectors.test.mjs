// The Cashu NUT test vectors (cashubtc/nuts tests/00, 01, 02, 12) against the crypto the test mint signs and checks with.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  blindMessage, createBlindSignature, createDLEQProof, deriveKeysetId, getDecodedToken, hash_e, hashToCurve, pointFromHex, verifyDLEQProof, verifyDLEQProof_reblind,
} from '@cashu/cashu-ts';
import { createKeyset, parsePoint } from './mint-keyset.mjs';

const VECTORS = '/work/shared/vectors/cashu';
const read = (name) => readFileSync(`${VECTORS}/${name}`, 'utf8');
const hex = (text) => Uint8Array.from(Buffer.from(text, 'hex'));
const toHex = (bytes) => Buffer.from(bytes).toString('hex');

/** The fenced code blocks of a markdown file, with the text before each (its heading and notes). */
function codeBlocks(markdown) {
  const blocks = [];
  const pattern = /```(\w*)\n([\s\S]*?)```/g;
  let match;
  let last = 0;
  while ((match = pattern.exec(markdown))) {
    blocks.push({ lang: match[1], text: match[2], before: markdown.slice(last, match.index) });
    last = pattern.lastIndex;
  }
  return blocks;
}

/** `name: value` pairs of a shell block, one list per `# Test n` group (comments after values dropped). */
function shellCases(text) {
  const cases = [];
  for (const line of text.split('\n')) {
    if (/^#\s*Test/.test(line) || cases.length === 0) cases.push({});
    const pair = /^([^#:][^:]*):\s*"?([0-9a-f]+)"?/i.exec(line.trim());
    if (pair) cases.at(-1)[pair[1].trim()] = pair[2];
  }
  return cases.filter((entry) => Object.keys(entry).length > 0);
}

const nut00 = codeBlocks(read('00-tests.md'));
const nut12 = codeBlocks(read('12-tests.md'));

describe('NUT-00 vectors', () => {
  it('hash_to_curve', () => {
    const cases = shellCases(nut00[0].text);
    expect(cases).toHaveLength(3);
    for (const { Message, Point } of cases) expect(hashToCurve(hex(Message)).toHex(true)).toBe(Point);
  });

  it('blinded messages B_ = Y + rG', () => {
    const cases = shellCases(nut00[1].text);
    expect(cases).toHaveLength(2);
    for (const { x, r, B_ } of cases) expect(blindMessage(hex(x), BigInt(`0x${r}`)).B_.toHex(true)).toBe(B_);
  });

  it('blind signatures C_ = kB_ (what the mint signs with)', () => {
    const cases = shellCases(nut00[2].text);
    expect(cases).toHaveLength(2);
    for (const { 'mint private key': k, B_, C_ } of cases) expect(createBlindSignature(pointFromHex(B_), hex(k), '00').C_.toHex(true)).toBe(C_);
  });

  it('token serialisation: the v4 tokens and the padded and unpadded v3 tokens decode, malformed prefixes do not', () => {
    const lines = (block) => block.text.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
    const v4 = nut00.filter((block) => block.text.trim().startsWith('cashuB')).map((block) => block.text.trim());
    expect(v4).toHaveLength(2);
    const single = getDecodedToken(v4[0], ['00ad268c4d1f5826']);
    expect(single).toMatchObject({ mint: 'http://localhost:3338', unit: 'sat', memo: 'Thank you' });
    expect(single.proofs.map((proof) => proof.secret)).toEqual(['9a6dbb847bd232ba76db0df197216b29d3b8cc14553cd27827fc1cc942fedb4e']);
    expect(getDecodedToken(v4[1], ['00ffd48b8f5ecf80', '00ad268c4d1f5826']).proofs).toHaveLength(3);
    const padded = lines(nut00.find((block) => block.before.includes('one includes padding')));
    for (const token of padded) expect(getDecodedToken(token, ['009a1f293253e41e']).memo).toBe('Thank you very much.');
    for (const token of lines(nut00.find((block) => block.text.includes('casshuA')))) expect(() => getDecodedToken(token, [])).toThrow();
  });
});

describe('NUT-01 vectors', () => {
  const blocks = codeBlocks(read('01-tests.md')).map((block) => JSON.parse(block.text));
  const valid = (keys) => Object.values(keys).every((key) => parsePoint(key) !== null);

  it('refuses the keysets with a short or uncompressed key', () => {
    expect(blocks.slice(0, 2).map(valid)).toEqual([false, false]);
  });

  it('accepts the correct keysets, amounts up to 2^63 included', () => {
    expect(blocks.slice(2).map(valid)).toEqual([true, true]);
    expect(Object.keys(blocks[3])).toContain('9223372036854775808');
  });
});

describe('NUT-02 vectors', () => {
  // Each "Keyset id" with its unit, fee and expiry (version 2) and the keys block after it.
  const entries = [...read('02-tests.md').matchAll(/Keyset id: `([0-9a-f]+)`([\s\S]*?)```json\n([\s\S]*?)```/g)].map(([, id, notes, keys]) => ({
    id,
    keys: JSON.parse(keys),
    unit: /Unit: `(\w+)`/.exec(notes)?.[1],
    fee: Number(/Input fee ppk: `(\d+)`/.exec(notes)?.[1] ?? 0),
    expiry: /Final expiry: `(\d+)`/.exec(notes)?.[1],
  }));

  it('derives the version 0 (00…) and version 1 (01…) keyset ids', () => {
    expect(entries).toHaveLength(5);
    for (const { id, keys, unit, fee, expiry } of entries) {
      const options = id.startsWith('00') ? { versionByte: 0 } : { versionByte: 1, unit, input_fee_ppk: fee, expiry: expiry && Number(expiry) };
      expect(deriveKeysetId(keys, options)).toBe(id);
    }
  });

  it("the test mint's keyset id is the one its keys derive", () => {
    const keyset = createKeyset({ seed: 'vectors' });
    expect(deriveKeysetId(keyset.keysJson.keys, { unit: 'sat' })).toBe(keyset.id);
    expect(createKeyset({ seed: 'vectors' }).id).toBe(keyset.id);
  });
});

describe('NUT-12 vectors', () => {
  const [hashInputs, hashOutput, nonceInputs, nonceOutput, sigKeys, blindSignature, proofKeys, proof] = nut12;

  it('hash_e', () => {
    const { R1, R2, K, C_ } = shellCases(hashInputs.text)[0];
    const expected = /"([0-9a-f]{64})"/.exec(hashOutput.text)[1];
    expect(toHex(hash_e([R1, R2, K, C_].map(pointFromHex)))).toBe(expected);
  });

  it('deterministic DLEQ nonce: the mint reproduces e and s', () => {
    const { a, A, B_, C_ } = shellCases(nonceInputs.text)[0];
    const { e, s } = shellCases(nonceOutput.text)[0];
    const point = pointFromHex(B_);
    expect(createBlindSignature(point, hex(a), '00').C_.toHex(true)).toBe(C_);
    const proof = createDLEQProof(point, hex(a));
    expect({ e: toHex(proof.e), s: toHex(proof.s) }).toEqual({ e, s });
    expect(verifyDLEQProof(proof, point, pointFromHex(C_), pointFromHex(A))).toBe(true);
  });

  it('verifies the DLEQ of a blind signature and of a proof', () => {
    const { A, B_ } = shellCases(sigKeys.text)[0];
    const signature = JSON.parse(blindSignature.text);
    const dleq = { e: hex(signature.dleq.e), s: hex(signature.dleq.s) };
    expect(verifyDLEQProof(dleq, pointFromHex(B_), pointFromHex(signature.C_), pointFromHex(A))).toBe(true);
    const { A: mintKey } = shellCases(proofKeys.text)[0];
    const { secret, C, dleq: proofDleq } = JSON.parse(proof.text);
    const withR = { e: hex(proofDleq.e), s: hex(proofDleq.s), r: BigInt(`0x${proofDleq.r}`) };
    expect(verifyDLEQProof_reblind(new TextEncoder().encode(secret), withR, pointFromHex(C), pointFromHex(mintKey))).toBe(true);
  });
});
