import styled from '@emotion/styled';
import { Button, Modal } from '@app/ui';
import { bitsLabel } from '../format/format-bits';
import { mintHost } from '../format/mint-host';
import type { MintRow } from '../wallet-port/wallet-port';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${(p) => p.theme.spacing.sm}px;
  margin-top: ${(p) => p.theme.spacing.lg}px;
`;

export interface RemoveMintDialogProps {
  mint: MintRow;
  balance: number;
  onConfirm(): void;
  onClose(): void;
}

/** Asked before removing a mint that still holds ecash (the proofs stay in the wallet; the mint leaves the list). */
export function RemoveMintDialog({ mint, balance, onConfirm, onClose }: RemoveMintDialogProps) {
  const name = mint.name ?? mintHost(mint.url);
  return (
    <Modal title="Remove mint?" onClose={onClose}>
      <p>
        {name} still holds {bitsLabel(balance)} of your ecash. Without the mint in your list you cannot send or pay
        with them until you add it again.
      </p>
      <Actions>
        <Button variant="secondary" onClick={onClose} data-autofocus>
          Keep mint
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          Remove
        </Button>
      </Actions>
    </Modal>
  );
}
