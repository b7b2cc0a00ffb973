import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { Button, TextInput } from '@app/ui';
import { parseZapAmount, sendableBits, zapPresets, type ZapPlan } from '@app/core/wallet';
import { formatBits } from '@app/core';
import { Alert, Note } from '../ui/Alert';
import { Actions, StackForm } from '../dialogs/DialogLayout';
import { errorText } from '../ui/useAsyncAction';

const Presets = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(72px, 1fr));
  gap: ${(p) => p.theme.spacing.xs}px;
`;

const Custom = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${(p) => p.theme.spacing.sm}px;
  > :first-of-type {
    flex: 1;
  }
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm}px;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  &:has(input:disabled) {
    color: ${(p) => p.theme.colors.muted};
  }
`;

export interface ZapChoice {
  bits: number;
  comment: string;
  /** Save the comment as the default comment. */
  saveComment: boolean;
  /** Save the amount as the default (a tap on zap then pays it at once). */
  saveAmount: boolean;
  /** Send ecash (a NIP-61 nutzap) instead of a lightning zap. */
  nutzap: boolean;
}

export interface ZapAmountStepProps {
  plan: ZapPlan;
  defaults: { amount: number; comment: string };
  pending: boolean;
  error: string | null;
  /** The recipient takes nutzaps this wallet can pay: offer ecash. */
  nutzapAvailable?: boolean;
  /** No lightning address: the zap goes as ecash (a nutzap). */
  ecashOnly?: boolean;
  onZap(choice: ZapChoice): void;
}

/** Spec 2 §2, §5: presets plus the saved default, a custom amount with Confirm, the comment and the default-comment box. */
export function ZapAmountStep({ plan, defaults, pending, error, nutzapAvailable = false, ecashOnly = false, onZap }: ZapAmountStepProps) {
  const presets = zapPresets(defaults.amount);
  const [bits, setBits] = useState(defaults.amount > 0 ? defaults.amount : 21);
  const [custom, setCustom] = useState('');
  const [comment, setComment] = useState(defaults.comment);
  const [saveComment, setSaveComment] = useState(false);
  const [saveAmount, setSaveAmount] = useState(false);
  const [nutzap, setNutzap] = useState(false);
  const allowed = plan.info.commentAllowed && plan.info.commentAllowed > 0 ? plan.info.commentAllowed : undefined;
  const { min, max } = sendableBits(plan.info);
  const customAmount = readCustomAmount(custom);
  const canConfirm = customAmount.bits !== null && customAmount.bits !== bits;
  const commentSavable = comment.trim() !== '' && comment !== defaults.comment;

  const confirmCustom = () => {
    if (customAmount.bits !== null) setBits(customAmount.bits);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onZap({ bits, comment, saveComment: saveComment && commentSavable, saveAmount, nutzap: nutzap && nutzapAvailable });
  };

  return (
    <StackForm onSubmit={submit} noValidate aria-label="Zap amount">
      <Presets role="group" aria-label="Amount">
        {presets.map((preset) => (
          <Button key={preset} type="button" size="sm" variant={preset === bits ? 'primary' : 'secondary'} aria-pressed={preset === bits} onClick={() => setBits(preset)}>
            {formatBits(preset)}
          </Button>
        ))}
      </Presets>
      <Custom>
        <TextInput label="Custom amount (bits)" inputMode="numeric" autoComplete="off" value={custom} onChange={(event) => setCustom(event.target.value)} />
        <Button type="button" variant="secondary" disabled={!canConfirm} onClick={confirmCustom}>
          Confirm
        </Button>
      </Custom>
      {customAmount.problem && <Alert role="alert">{customAmount.problem}</Alert>}
      <Note>{ecashOnly ? 'No lightning address: this zap goes as ecash (a nutzap) to a mint they accept.' : `${plan.address} accepts ${formatBits(min)} to ${formatBits(max)} bits`}</Note>
      <TextInput label="Comment" value={comment} maxLength={allowed} onChange={(event) => setComment(event.target.value)} />
      <Check>
        <input type="checkbox" checked={saveComment && commentSavable} disabled={!commentSavable} onChange={(event) => setSaveComment(event.target.checked)} />
        Use as my default comment
      </Check>
      <Check>
        <input type="checkbox" checked={saveAmount} onChange={(event) => setSaveAmount(event.target.checked)} />
        Zap {formatBits(bits)} bits with one tap next time
      </Check>
      {nutzapAvailable && (
        <Check>
          <input type="checkbox" checked={nutzap} onChange={(event) => setNutzap(event.target.checked)} />
          Send ecash (nutzap) instead of lightning
        </Check>
      )}
      {error && <Alert role="alert">{error}</Alert>}
      <Actions>
        <Button type="submit" loading={pending}>
          Zap {formatBits(bits)} bits
        </Button>
      </Actions>
    </StackForm>
  );
}

/**
 * The typed custom amount, or why it is no amount (spec 2 §8 'Zap amount must be a valid number' / '… greater than 0'),
 * shown as the user types; nothing typed is neither (Confirm stays disabled without an amount).
 */
function readCustomAmount(text: string): { bits: number | null; problem: string | null } {
  if (!text.trim()) return { bits: null, problem: null };
  try {
    return { bits: parseZapAmount(text), problem: null };
  } catch (problem) {
    return { bits: null, problem: errorText(problem) };
  }
}
