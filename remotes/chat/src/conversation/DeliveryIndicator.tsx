import styled from '@emotion/styled';
import { useState } from 'react';
import { CHAT_TEXTS, type RelayDelivery } from '@app/core/chat';
import { Icon } from '@app/ui';
import { ActionButton } from './ActionButton';
import { deliveryDetails, deliveryStatus } from './delivery';

const Status = styled.span<{ $tone: 'muted' | 'warning' | 'error' }>`
  display: inline-flex;
  align-items: center;
  gap: 3px;
  font-size: ${(p) => p.theme.fontSizes.xs}px;
  color: ${(p) => (p.$tone === 'muted' ? p.theme.colors.muted : p.theme.colors[p.$tone])};
`;

export interface DeliveryIndicatorProps {
  delivery: Record<string, RelayDelivery> | undefined;
  /** Sends the message again to the relays that refused it. */
  onRetry(): Promise<void>;
}

/**
 * How far one of the user's own messages got: 'Sending', 'Sent' (the relays in its tooltip), 'Sent to N of M relays',
 * or 'Not delivered' when every relay failed; the last two offer Retry.
 */
export function DeliveryIndicator({ delivery, onRetry }: DeliveryIndicatorProps) {
  const [retrying, setRetrying] = useState(false);
  const status = deliveryStatus(delivery);
  if (!status) return null;
  const details = deliveryDetails(delivery);
  const retry = () => {
    setRetrying(true);
    onRetry()
      .catch(() => {}) // the delivery shown follows the service's answer
      .finally(() => setRetrying(false));
  };
  const retryButton = (
    <ActionButton type="button" onClick={retry} disabled={retrying} aria-busy={retrying || undefined}>
      Retry
    </ActionButton>
  );
  switch (status.state) {
    case 'pending':
      return (
        <Status $tone="muted" title={details} data-testid="delivery">
          <Icon name="clock" size={12} />
          Sending
        </Status>
      );
    case 'sent':
      return (
        <Status $tone="muted" title={details} data-testid="delivery">
          Sent
        </Status>
      );
    case 'partial':
      return (
        <>
          <Status $tone="warning" title={details} data-testid="delivery">
            Sent to {status.ok} of {status.total} relays
          </Status>
          {retryButton}
        </>
      );
    case 'failed':
      return (
        <>
          <Status $tone="error" title={details} data-testid="delivery">
            {CHAT_TEXTS.sendFailed}
          </Status>
          {retryButton}
        </>
      );
  }
}
