import styled from '@emotion/styled';
import { useState } from 'react';
import { Button, Modal } from '@app/ui';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm}px;
  margin-top: ${({ theme }) => theme.spacing.lg}px;
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.error};
`;

/** Spec 2 §8 text when the mute list cannot be published. */
export const MUTE_FAILED = 'Error updating mute list. Please try again.';

export interface MuteDialogProps {
  name: string;
  onMute(): Promise<unknown>;
  onUnmute(): Promise<unknown>;
  onClose(): void;
}

type Step = 'confirm' | 'busy' | 'done' | 'failed';

/** Spec 2 'Mute dialog': confirm with Yes/No, then the mute is done and Undo is offered. */
export function MuteDialog({ name, onMute, onUnmute, onClose }: MuteDialogProps) {
  const [step, setStep] = useState<Step>('confirm');
  const run = (action: () => Promise<unknown>, after: () => void) => {
    setStep('busy');
    action().then(after, () => setStep('failed'));
  };
  const mute = () => run(onMute, () => setStep('done'));
  const undo = () => run(onUnmute, onClose);
  return (
    <Modal title="Mute" onClose={onClose}>
      {step === 'done' ? <p>{name} is muted.</p> : <p>Mute {name}?</p>}
      {step === 'failed' && <ErrorText role="alert">{MUTE_FAILED}</ErrorText>}
      <Actions>
        {step === 'done' ? (
          <>
            <Button variant="secondary" onClick={undo}>
              Undo
            </Button>
            <Button onClick={onClose}>Close</Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={step === 'busy'}>
              No
            </Button>
            <Button variant="danger" onClick={mute} loading={step === 'busy'}>
              Yes
            </Button>
          </>
        )}
      </Actions>
    </Modal>
  );
}
