import styled from '@emotion/styled';
import type { PushStatus } from '@app/core/push';
import { Button } from '@app/ui';

const Line = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm}px;
`;

const Failure = styled.p`
  margin: ${({ theme }) => theme.spacing.sm}px 0 0;
  color: ${({ theme }) => theme.colors.error};
`;

export interface PushSectionViewProps {
  /** null while the push code loads. */
  status: PushStatus | null;
  signedIn: boolean;
  onEnable: () => void;
  onDisable: () => void;
}

/** Spec 1 §8, verbatim: shown as an alert. */
const NO_SERVICE_WORKER_TEXT = "Your browser doesn't support service workers, which are required for notifications.";

/** What this browser's push state is, in words (a browser without service workers gets the alert instead). */
function stateText(status: PushStatus, signedIn: boolean): string {
  if (!signedIn) return 'Sign in to get push notifications.';
  if (status.subscribed) return 'Push notifications are on for this browser.';
  if (status.permission === 'denied') return 'Notifications are not allowed. Please enable them first.';
  return 'Push notifications are off for this browser.';
}

/** Push for this browser: its state, and Enable or Turn off. */
export function PushSectionView({ status, signedIn, onEnable, onDisable }: PushSectionViewProps) {
  if (!status) return <Line>Loading…</Line>;
  if (!status.supported) {
    return (
      <div data-testid="push-section">
        <Failure role="alert">{NO_SERVICE_WORKER_TEXT}</Failure>
      </div>
    );
  }
  const canEnable = signedIn && !status.subscribed && status.permission !== 'denied';
  return (
    <div data-testid="push-section">
      <Line>{stateText(status, signedIn)}</Line>
      {canEnable && (
        <Button type="button" variant="primary" onClick={onEnable} disabled={status.busy}>
          {status.busy ? 'Enabling…' : 'Enable push notifications'}
        </Button>
      )}
      {status.subscribed && (
        <Button type="button" onClick={onDisable} disabled={status.busy}>
          Turn off push notifications
        </Button>
      )}
      {status.error && <Failure role="alert">{status.error}</Failure>}
    </div>
  );
}
