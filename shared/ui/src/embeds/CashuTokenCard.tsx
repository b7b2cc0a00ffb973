import type { ReactNode } from 'react';
import { formatBits } from './amounts';
import { CardActions, CardAmount, CardError, CardMuted, CardTitle, CopyButton, EmbedCard } from './cardStyles';
import { decodeToken, unitLabel } from './cashu';
import { useDecoded } from './useDecoded';
import { TokenCardActions } from './TokenCardActions';
import { useSessionPubkey } from '@app/ui';

export interface CashuTokenCardProps {
  token: string;
  /** The note's author: they see Check Status, others Redeem. */
  author?: string;
  /** Wallet actions instead of the core's Redeem / Check Status (stories). */
  actions?: ReactNode;
}

function mintHost(mint: string): string {
  try {
    return new URL(mint).host;
  } catch {
    return mint;
  }
}

/** An ecash token from a note: 'Decoding token...', then amount, mint and memo with Copy and the wallet's actions; 'Invalid token' on failure. */
export function CashuTokenCard({ token, author, actions }: CashuTokenCardProps) {
  const decoded = useDecoded(token, decodeToken);
  const me = useSessionPubkey();
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
        {decoded.state === 'done' && (actions ?? <TokenCardActions token={token} isSender={Boolean(me) && me === author} />)}
      </CardActions>
    </EmbedCard>
  );
}
