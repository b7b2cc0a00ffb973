import styled from '@emotion/styled';
import { Button } from '@app/ui';

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
  padding: ${({ theme }) => theme.spacing.md}px ${({ theme }) => theme.spacing.lg}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Text = styled.p`
  flex: 1;
  min-width: 200px;
  margin: 0;
`;

const Failure = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

export interface PushPromptViewProps {
  busy: boolean;
  error: string | null;
  onEnable: () => void;
  onDecline: () => void;
}

/** Spec 1 §4 push prompt: 'Enable' subscribes, 'No Thanks' is remembered. */
export function PushPromptView({ busy, error, onEnable, onDecline }: PushPromptViewProps) {
  return (
    <Bar aria-label="Push notifications">
      <Text>Get notified when someone replies, mentions you, zaps you or sends you a message.</Text>
      <Button type="button" variant="primary" size="sm" onClick={onEnable} disabled={busy}>
        {busy ? 'Enabling…' : 'Enable'}
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={onDecline} disabled={busy}>
        No Thanks
      </Button>
      {error && <Failure role="alert">{error}</Failure>}
    </Bar>
  );
}
