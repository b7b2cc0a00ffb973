import { useState } from 'react';
import { Button } from '@app/ui';
import { Modal } from '@app/ui';
import { Actions, ErrorText, errorText, Hint } from './dialogParts';

type Step = 'confirm' | 'muted';

export interface MuteDialogViewProps {
  /** The display name of the user to mute. */
  name: string;
  /** The user is followed: muting removes the follow first. */
  following: boolean;
  onMute(): Promise<unknown>;
  onUndo(): Promise<unknown>;
  onClose(): void;
}

const FALLBACK_ERROR = 'Error updating mute list. Please try again.';

/** Spec 2 §4 Mute: confirm Yes/No → muted, with Undo; errors are shown and the step can be retried. */
export function MuteDialogView({ name, following, onMute, onUndo, onClose }: MuteDialogViewProps) {
  const [step, setStep] = useState<Step>('confirm');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function run(action: () => Promise<unknown>, next: () => void) {
    setBusy(true);
    setError('');
    try {
      await action();
      next();
    } catch (failure) {
      setError(errorText(failure, FALLBACK_ERROR));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title="Mute" onClose={onClose}>
      {step === 'confirm' ? (
        <>
          <p>Mute {name}? Their notes will be hidden from you.</p>
          {following && <Hint>You follow {name}; muting also unfollows them.</Hint>}
          {error && <ErrorText role="alert">{error}</ErrorText>}
          <Actions>
            <Button variant="secondary" disabled={busy} onClick={onClose}>
              No
            </Button>
            <Button variant="danger" loading={busy} onClick={() => void run(onMute, () => setStep('muted'))}>
              Yes
            </Button>
          </Actions>
        </>
      ) : (
        <>
          <p role="status">{name} is muted.</p>
          {error && <ErrorText role="alert">{error}</ErrorText>}
          <Actions>
            <Button variant="secondary" loading={busy} onClick={() => void run(onUndo, onClose)}>
              Undo
            </Button>
            <Button disabled={busy} onClick={onClose}>
              Close
            </Button>
          </Actions>
        </>
      )}
    </Modal>
  );
}
