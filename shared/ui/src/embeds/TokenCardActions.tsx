import type { TokenCardService } from '@app/core/wallet';
import { Button } from '@app/ui';
import { CardError, CardMuted } from './cardStyles';
import { useTokenCard, useTokenCardService, type TokenStatus } from './useTokenCard';

const STATUS_TEXT: Partial<Record<TokenStatus, string>> = { redeemed: 'Redeemed', 'not-redeemed': 'Not redeemed', pending: 'Pending' };

export interface TokenCardActionsProps {
  token: string;
  /** The note's author sent the token: they get Check Status, everyone else Redeem. */
  isSender: boolean;
}

/** The core's wallet actions for a token card (loaded with @app/core/wallet). */
export function TokenCardActions(props: TokenCardActionsProps) {
  return <TokenCardActionsView {...props} service={useTokenCardService()} />;
}

/** Spec 2 §4: Redeemed / Not redeemed, Redeem (not for tokens locked to another key), Check Status for the sender. */
export function TokenCardActionsView({ token, isSender, service }: TokenCardActionsProps & { service: TokenCardService | null }) {
  const card = useTokenCard(service, token);
  const { status, lock } = card;
  const busy = status === 'checking' || status === 'redeeming';
  return (
    <>
      {isSender ? (
        <Button variant="secondary" size="sm" loading={status === 'checking'} disabled={!service || busy} onClick={card.checkStatus}>
          Check Status
        </Button>
      ) : lock === 'other' ? (
        <Button variant="secondary" size="sm" disabled>
          Locked
        </Button>
      ) : (
        status !== 'redeemed' && (
          <Button size="sm" loading={status === 'redeeming'} disabled={!service || lock === null || busy} onClick={card.redeem}>
            Redeem
          </Button>
        )
      )}
      {STATUS_TEXT[status] && <CardMuted role="status">{STATUS_TEXT[status]}</CardMuted>}
      {lock === 'other' && !isSender && <CardMuted>Locked to another key</CardMuted>}
      {card.error && <CardError role="alert">{card.error}</CardError>}
    </>
  );
}
