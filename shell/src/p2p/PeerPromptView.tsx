import styled from '@emotion/styled';
import { Button, Modal } from '@app/ui';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm}px;
  margin-top: ${({ theme }) => theme.spacing.md}px;
`;

const Why = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

export interface PeerPromptViewProps {
  /** The peer's display name (their key's short form when they have none). */
  name: string;
  onAnswer(yes: boolean): void;
}

/** Spec 3 §2 peer confirmation: 'WebRTC connect with {name}?' (never asked for the user's own devices). */
export function PeerPromptView({ name, onAnswer }: PeerPromptViewProps) {
  return (
    <Modal title={`WebRTC connect with ${name}?`} onClose={() => onAnswer(false)}>
      <Why>Your browsers would exchange notes and files directly, and see each other's network address.</Why>
      <Actions>
        <Button type="button" variant="ghost" onClick={() => onAnswer(false)}>
          Decline
        </Button>
        <Button type="button" variant="primary" onClick={() => onAnswer(true)}>
          Connect
        </Button>
      </Actions>
    </Modal>
  );
}
