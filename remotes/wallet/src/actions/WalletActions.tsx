import styled from '@emotion/styled';
import { Button } from '@app/ui';
import { LazyPayDialog, LazyReceiveDialog, LazySendDialog } from '../dialogs/lazyDialogs';
import type { WalletProvider } from '../wallet-port/wallet-port';

export type WalletAction = 'receive' | 'send' | 'pay';

const Row = styled.div`
  display: grid;
  grid-auto-columns: 1fr;
  grid-auto-flow: column;
  gap: ${(p) => p.theme.spacing.sm}px;
  margin-bottom: ${(p) => p.theme.spacing.lg}px;
`;

export interface WalletActionsProps {
  provider: WalletProvider;
  onAction(action: WalletAction): void;
}

/** Receive, Send (ecash only) and Pay; a dialog's code is fetched as the pointer or focus reaches its button. */
export function WalletActions({ provider, onAction }: WalletActionsProps) {
  if (provider === 'disabled') return null;
  const button = (action: WalletAction, label: string, preload: () => Promise<unknown>) => (
    <Button size="lg" variant={action === 'pay' ? 'primary' : 'secondary'} onClick={() => onAction(action)} onPointerEnter={() => void preload()} onFocus={() => void preload()}>
      {label}
    </Button>
  );
  return (
    <Row role="group" aria-label="Wallet actions">
      {button('receive', 'Receive', LazyReceiveDialog.preload)}
      {provider === 'cashu' && button('send', 'Send', LazySendDialog.preload)}
      {button('pay', 'Pay', LazyPayDialog.preload)}
    </Row>
  );
}
