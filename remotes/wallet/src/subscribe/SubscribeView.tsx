import styled from '@emotion/styled';
import { useMemo } from 'react';
import { Button, EmptyState, Spinner, useObservable } from '@app/ui';
import { InvoiceDisplay } from '../dialogs/InvoiceDisplay';
import { Alert, Note } from '../ui/Alert';
import type { SubscribePort, SubscriptionStatus } from './subscribe-port';
import { TierCard } from './TierCard';
import { useSubscribe, type Purchase } from './useSubscribe';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${(p) => p.theme.spacing.md}px;
  padding: ${(p) => p.theme.spacing.md}px;
`;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.sm}px;
  padding: ${(p) => p.theme.spacing.md}px;
`;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const untilText = (status: SubscriptionStatus) => (status.endDate ? ` until ${new Date(status.endDate * 1000).toLocaleDateString('en-US', { dateStyle: 'long' })}` : '');

/** 'You are a Champion subscriber until March 3, 2027'. */
export function statusText(status: SubscriptionStatus): string {
  return `You are a ${capitalise(status.tier)} subscriber${untilText(status)}`;
}

export interface SubscribeViewProps {
  port: SubscribePort;
  /** The signed-in user, null for visitors. */
  me: string | null;
}

/** /subscribe: the user's status, the tiers with their prices and terms, and the purchase in progress. */
export function SubscribeView({ port, me }: SubscribeViewProps) {
  // A visitor's '' is no key: the core answers null without asking the server.
  const known = useObservable(useMemo(() => port.status$(me ?? ''), [port, me]), null);
  const { purchase, buy, reset } = useSubscribe(port, me);
  const status = purchase.step === 'done' ? purchase.status : known; // a fresh purchase outdates the first answer
  const busy = purchase.step === 'creating' || purchase.step === 'invoice';
  return (
    <>
      {known && purchase.step !== 'done' && <Note role="status">{statusText(known)}</Note>}
      {!me && <EmptyState title="Sign in to subscribe" />}
      <PurchasePanel purchase={purchase} onReset={reset} />
      <Grid>
        {port.tiers.map((tier) => (
          <TierCard key={tier.id} tier={tier} current={status?.tier === tier.id} signedIn={Boolean(me)} busy={busy} onBuy={(term) => void buy(tier.id, term)} />
        ))}
      </Grid>
    </>
  );
}

function PurchasePanel({ purchase, onReset }: { purchase: Purchase; onReset(): void }) {
  if (purchase.step === 'idle') return null;
  if (purchase.step === 'creating') return <Spinner label="Creating the invoice" />;
  if (purchase.step === 'failed') {
    return (
      <Panel>
        <Alert role="alert">{purchase.error}</Alert>
        <Button variant="secondary" onClick={onReset}>
          Back
        </Button>
      </Panel>
    );
  }
  if (purchase.step === 'done') return <Panel role="status">Thank you! {statusText(purchase.status)}.</Panel>;
  return (
    <Panel aria-label="Subscription invoice">
      {purchase.payment === 'paying' && <Spinner label="Paying from your wallet" />}
      {purchase.payment === 'paid' && <Note role="status">Paid. Confirming your subscription…</Note>}
      {purchase.payment === 'elsewhere' && <Note role="status">Pay this invoice from any lightning wallet; your subscription starts once it is paid.</Note>}
      {purchase.error && <Alert role="alert">{purchase.error}</Alert>}
      <InvoiceDisplay invoice={purchase.invoice} />
    </Panel>
  );
}
