import type { ReactNode } from 'react';
import { formatBits } from './amounts';
import { CardActions, CardAmount, CardError, CardMuted, CardTitle, CopyButton, EmbedCard } from './cardStyles';
import { decodeToken, unitLabel } from './cashu';
import { useDecoded } from './useDecoded';

export interface CashuTokenCardProps {
  token: string;
  /** Wallet actions (Redeem / Check Status), supplied by the wallet issue. */
  actions?: ReactNode;
}

function mintHost(mint: string): string {
  try {
    return new URL(mint).host;
  } catch {
    return mint;
  }
}

/** An ecash token from a note: 'Decoding token...', then amount, mint and memo with Copy; 'Invalid token' on failure. */
export function CashuTokenCard({ token, actions }: CashuTokenCardProps) {
  const decoded = useDecoded(token, decodeToken);
  return (
    <EmbedCard data-testid="cashu-token-card">
      <CardTitle>Ecash token</CardTitle>
      {decoded.state === 'decoding' && <CardMuted>Decoding token...</CardMuted>}
      {decoded.state === 'failed' && <CardError role="alert">Invalid token</CardError>}
      {decoded.state === 'done' && (
        <>
          <CardAmount>
            {formatBits(decoded.value.amount)} {unitLabel(decoded.value.unit)}
          </CardAmount>
          {decoded.value.memo && <div>{decoded.value.memo}</div>}
          <CardMuted>{mintHost(decoded.value.mint)}</CardMuted>
        </>
      )}
      <CardActions>
        <CopyButton text={token} />
        {decoded.state === 'done' && actions}
      </CardActions>
    </EmbedCard>
  );
}
