// The checks every mint operation shares: inputs (proofs: keyset, amount, signature, NUT-11 witness, spent set),
// outputs (blinded messages: keyset, amount, point, not signed before), and signing outputs.
import { assertSigAllInputs, buildP2PKSigAllMessageV0, isP2PKSigAll, isP2PKSpendAuthorised } from '@cashu/cashu-ts';
import { mintErrors } from './mint-errors.mjs';
import { parsePoint, proofY } from './mint-keyset.mjs';

const MAX_SECRET_LENGTH = 512;

export const sumAmounts = (items) => items.reduce((total, item) => total + item.amount, 0);

/** The NUT-10 kind of a secret ('P2PK', 'HTLC' …), or null for a plain random secret. */
export function secretKind(secret) {
  try {
    const parsed = JSON.parse(secret);
    return Array.isArray(parsed) && typeof parsed[0] === 'string' && typeof parsed[1] === 'object' ? parsed[0] : null;
  } catch {
    return null;
  }
}

function requireList(value, name) {
  if (!Array.isArray(value) || value.length === 0) throw mintErrors.badRequest(`${name} must be a non-empty array`);
  if (value.length > 1000) throw mintErrors.badRequest(`too many ${name}`);
}

function checkProofShape(proof) {
  const valid = proof && Number.isSafeInteger(proof.amount) && typeof proof.id === 'string' && typeof proof.C === 'string'
    && typeof proof.secret === 'string' && proof.secret.length > 0 && proof.secret.length <= MAX_SECRET_LENGTH;
  if (!valid) throw mintErrors.badRequest('a proof needs amount, id, secret and C');
}

// One input's checks that need no other input: keyset, amount, the mint's signature on it.
function checkProof(keyset, proof) {
  checkProofShape(proof);
  if (!keyset.matches(proof.id)) throw mintErrors.unknownKeyset(proof.id);
  if (!keyset.has(proof.amount)) throw mintErrors.invalidProof(`amount ${proof.amount} is not in the keyset`);
  if (!keyset.verify(proof)) throw mintErrors.invalidProof('invalid signature');
}

/** NUT-11: P2PK-locked inputs need valid witness signatures (SIG_INPUTS per input, SIG_ALL over the whole request). */
export function checkSpendingConditions(inputs, outputs, quoteId) {
  const kinds = inputs.map((proof) => secretKind(proof.secret));
  if (kinds.some((kind) => kind !== null && kind !== 'P2PK')) throw mintErrors.invalidProof('unsupported spending condition');
  if (!kinds.includes('P2PK')) return;
  try {
    if (isP2PKSigAll(inputs)) {
      assertSigAllInputs(inputs);
      const message = buildP2PKSigAllMessageV0(inputs, outputs.map((output) => ({ blindedMessage: output })), quoteId);
      if (!isP2PKSpendAuthorised(inputs[0], undefined, message)) throw new Error('SIG_ALL witness signature missing or invalid');
      return;
    }
    for (const proof of inputs) {
      if (secretKind(proof.secret) === 'P2PK' && !isP2PKSpendAuthorised(proof)) throw new Error('witness signature missing or invalid');
    }
  } catch (error) {
    throw mintErrors.invalidProof(`P2PK: ${error.message}`);
  }
}

/**
 * Checks a request's inputs against the keyset and the spent set; gives `{ y, amount, witness }` per input for
 * recording them. `outputs`/`quoteId` complete a SIG_ALL message.
 */
export function checkInputs({ keyset, storage }, inputs, outputs = [], quoteId = undefined) {
  requireList(inputs, 'inputs');
  for (const proof of inputs) checkProof(keyset, proof);
  const records = inputs.map((proof) => ({ y: proofY(proof.secret), amount: proof.amount, witness: witnessText(proof.witness) }));
  if (new Set(records.map((record) => record.y)).size !== records.length) throw mintErrors.duplicateInputs();
  for (const { y } of records) {
    const { state } = storage.proofState(y);
    if (state === 'SPENT') throw mintErrors.alreadySpent();
    if (state === 'PENDING') throw mintErrors.proofsPending();
  }
  checkSpendingConditions(inputs, outputs, quoteId);
  return records;
}

const witnessText = (witness) => (witness == null ? null : typeof witness === 'string' ? witness : JSON.stringify(witness));

/** Checks blinded messages; `blank` (NUT-08 melt change) outputs may carry any amount, the mint picks it. */
export function checkOutputs({ keyset, storage }, outputs, { blank = false } = {}) {
  requireList(outputs, 'outputs');
  for (const output of outputs) {
    if (!output || typeof output.id !== 'string' || !Number.isSafeInteger(output.amount)) throw mintErrors.badRequest('an output needs amount, id and B_');
    if (!keyset.matches(output.id)) throw mintErrors.unknownKeyset(output.id);
    if (!blank && !keyset.has(output.amount)) throw mintErrors.amountOutOfRange(`output amount ${output.amount}`);
    if (!parsePoint(output.B_)) throw mintErrors.badRequest('B_ is not a valid point');
  }
  if (new Set(outputs.map((output) => output.B_.toLowerCase())).size !== outputs.length) throw mintErrors.duplicateOutputs();
  if (outputs.some((output) => storage.signature(output.B_))) throw mintErrors.outputAlreadySigned();
}

/** Signs outputs (with `amounts` instead of theirs for NUT-08 change) and records the signatures for NUT-09. */
export function signOutputs({ keyset, storage }, outputs, amounts = outputs.map((output) => output.amount)) {
  const signed = amounts.map((amount, i) => ({ ...outputs[i], amount }));
  const signatures = signed.map((output) => keyset.sign(output));
  storage.putSignatures(signed, signatures);
  return signatures;
}
