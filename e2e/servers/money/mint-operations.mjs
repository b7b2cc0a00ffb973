// NUT-03 swap, NUT-07 state check, NUT-09 restore and NUT-06 info of the test mint.
import { mintErrors } from './mint-errors.mjs';
import { MAX_QUOTE_SAT } from './mint-quotes.mjs';
import { checkInputs, checkOutputs, signOutputs, sumAmounts } from './mint-proofs.mjs';

export function swap(ctx, { inputs, outputs } = {}) {
  checkOutputs(ctx, outputs);
  const records = checkInputs(ctx, inputs, outputs);
  if (sumAmounts(inputs) !== sumAmounts(outputs)) throw mintErrors.unbalanced(`inputs ${sumAmounts(inputs)}, outputs ${sumAmounts(outputs)}`);
  const signatures = ctx.storage.transaction(() => {
    ctx.storage.putProofs(records, 'SPENT');
    return signOutputs(ctx, outputs);
  });
  return { signatures };
}

export function checkState({ storage }, { Ys } = {}) {
  if (!Array.isArray(Ys) || Ys.some((y) => typeof y !== 'string')) throw mintErrors.badRequest('Ys must be an array of hex points');
  return { states: Ys.map((Y) => ({ Y, ...storage.proofState(Y) })) };
}

/** The signatures issued before for the given blinded messages (the ones never signed are left out). */
export function restore({ storage }, { outputs } = {}) {
  if (!Array.isArray(outputs)) throw mintErrors.badRequest('outputs must be an array');
  const found = outputs.map((output) => ({ output, signature: storage.signature(output?.B_) })).filter((entry) => entry.signature);
  const signatures = found.map(({ signature }) => signature);
  return {
    outputs: found.map(({ output, signature }) => ({ amount: signature.amount, id: signature.id, B_: output.B_ })),
    signatures,
    promises: signatures, // the field's name before NUT-09 renamed it
  };
}

/** NUT-06: what the mint supports (bolt11 in sat, and NUTs 7 to 12). */
export function mintInfo({ keyset, pubkey, name }) {
  const method = { method: 'bolt11', unit: keyset.unit, min_amount: 1, max_amount: MAX_QUOTE_SAT };
  return {
    name,
    pubkey,
    version: 'local-test-mint/0.1',
    description: 'A local Cashu test mint on a fake lightning network: its ecash is worth nothing.',
    contact: [],
    time: Math.floor(Date.now() / 1000),
    nuts: {
      4: { methods: [{ ...method, options: { description: true } }], disabled: false },
      5: { methods: [method], disabled: false },
      ...Object.fromEntries([7, 8, 9, 10, 11, 12].map((nut) => [nut, { supported: true }])),
    },
  };
}
