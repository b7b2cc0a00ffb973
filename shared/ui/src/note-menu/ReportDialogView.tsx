import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { Button } from '@app/ui';
import { Modal } from '@app/ui';
import { REPORT_REASONS, type ReportReason } from '../reactions/noteActionsContract';
import { Actions, ErrorText, errorText } from './dialogParts';
import { REPORT_THANKS_MS } from './reportTiming';

export { REPORT_THANKS_MS };

const Reasons = styled.fieldset`
  display: grid;
  gap: ${(p) => p.theme.spacing.xs}px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${(p) => p.theme.spacing.sm}px;
    font-weight: 600;
  }
`;

const Details = styled.textarea`
  width: 100%;
  min-height: 80px;
  margin-top: ${(p) => p.theme.spacing.md}px;
  padding: ${(p) => p.theme.spacing.sm}px;
  font: inherit;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  resize: vertical;
  box-sizing: border-box;
`;

const Check = styled.label`
  display: flex;
  gap: ${(p) => p.theme.spacing.sm}px;
  align-items: center;
  margin-top: ${(p) => p.theme.spacing.md}px;
`;

export interface ReportSubmission {
  reason: ReportReason;
  details: string;
  /** Also mute the user (default on). */
  mute: boolean;
}

export interface ReportDialogViewProps {
  name: string;
  onSubmit(report: ReportSubmission): Promise<unknown>;
  onClose(): void;
}

/** Spec 2 §2 report dialog: a reason (required), optional details, optional mute (on); thank-you for 2 s, then closes. */
export function ReportDialogView({ name, onSubmit, onClose }: ReportDialogViewProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [mute, setMute] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [thanked, setThanked] = useState(false);
  useEffect(() => {
    if (!thanked) return;
    const timer = setTimeout(onClose, REPORT_THANKS_MS);
    return () => clearTimeout(timer);
  }, [thanked, onClose]);

  async function submit() {
    if (!reason) return;
    setBusy(true);
    setError('');
    try {
      await onSubmit({ reason, details: details.trim(), mute });
      setThanked(true);
    } catch (failure) {
      setError(errorText(failure, 'Could not send the report. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  if (thanked) {
    return (
      <Modal title="Report" onClose={onClose}>
        <p role="status">Thank you for your report.</p>
      </Modal>
    );
  }
  return (
    <Modal title="Report" onClose={onClose}>
      <Reasons>
        <legend>Why are you reporting {name}?</legend>
        {REPORT_REASONS.map((item) => (
          <label key={item}>
            <input type="radio" name="report-reason" value={item} checked={reason === item} onChange={() => setReason(item)} /> {item}
          </label>
        ))}
      </Reasons>
      <Details aria-label="Details (optional)" placeholder="Details (optional)" value={details} onChange={(event) => setDetails(event.target.value)} />
      <Check>
        <input type="checkbox" checked={mute} onChange={(event) => setMute(event.target.checked)} /> Also mute {name}
      </Check>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Actions>
        <Button variant="secondary" disabled={busy} onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" disabled={!reason} loading={busy} onClick={() => void submit()}>
          Report
        </Button>
      </Actions>
    </Modal>
  );
}
