import { useState, type FormEvent } from 'react';
import { Button, Modal, TextInput, useObservable } from '@app/ui';
import { bitsLabel } from '../format/format-bits';
import { parseAmount } from '../format/parse-amount';
import type { MintRow, WalletPort } from '../wallet-port/wallet-port';
import { MEMO_MAX_LENGTH } from '../wallet-port/wallet-port';
import { Alert, Note } from '../ui/Alert';
import { useAsyncAction } from '../ui/useAsyncAction';
import { AmountField } from './AmountField';
import { Actions, Outcome, Stack, StackForm } from './DialogLayout';
import { MintPicker } from './MintPicker';
import { TokenDisplay } from './TokenDisplay';

const NO_MINTS: MintRow[] = [];

export interface SendDialogProps {
  port: WalletPort;
  onClose(): void;
}

/** Send ecash: amount and memo (and the mint, when several hold ecash) → a token to copy or show as a QR code. */
export function SendDialog({ port, onClose }: SendDialogProps) {
  const mints = useObservable(port.mints$, NO_MINTS);
  const balances = useObservable<Record<string, number>>(port.mintBalances$, {});
  const [amount, setAmount] = useState('');
  const [memo, setMemo] = useState('');
  const [mint, setMint] = useState('');
  const send = useAsyncAction((sats: number) => port.sendToken(sats, { ...(mint ? { mint } : {}), ...(memo.trim() ? { memo: memo.trim() } : {}) }));
  const funded = mints.filter((row) => (balances[row.url] ?? 0) > 0);
  const available = mint ? (balances[mint] ?? 0) : Object.values(balances).reduce((total, sats) => total + sats, 0);
  const parsed = parseAmount(amount);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parsed?.amount) void send.run(parsed.amount);
  };

  return (
    <Modal title="Send ecash" onClose={onClose}>
      {send.result?.token ? (
        <Stack>
          <Outcome role="status">Token for {bitsLabel(send.result.amount)} ready</Outcome>
          <Note>Give this token to the recipient: whoever redeems it first receives the ecash.</Note>
          {send.result.fee ? <Note>Fee {bitsLabel(send.result.fee)}</Note> : null}
          <TokenDisplay token={send.result.token} />
          <Actions>
            <Button variant="secondary" onClick={onClose}>
              Done
            </Button>
          </Actions>
        </Stack>
      ) : (
        <StackForm onSubmit={submit} noValidate aria-label="Send ecash">
          <AmountField value={amount} onChange={setAmount} />
          <Note>Available: {bitsLabel(available)}</Note>
          <TextInput label="Memo (optional)" value={memo} maxLength={MEMO_MAX_LENGTH} onChange={(event) => setMemo(event.target.value)} />
          {funded.length > 1 && <MintPicker mints={funded} balances={balances} value={mint} onChange={setMint} />}
          {send.error && <Alert role="alert">{send.error}</Alert>}
          {send.result && <Note role="status">The mint has not answered yet: the token appears in your history once it does.</Note>}
          <Button type="submit" loading={send.pending} disabled={!parsed?.amount}>
            Create token
          </Button>
        </StackForm>
      )}
    </Modal>
  );
}
