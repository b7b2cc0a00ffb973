import styled from '@emotion/styled';
import type { NostrEvent } from '@app/core';
import { Button } from '../primitives/Button';
import { Modal } from '../primitives/Modal';
import { useCopyFlag } from '../qr/useCopyFlag';

const Json = styled.pre`
  max-height: 60vh;
  margin: 0 0 ${(p) => p.theme.spacing.md}px;
  padding: ${(p) => p.theme.spacing.md}px;
  overflow: auto;
  font-size: ${(p) => p.theme.fontSizes.xs}px;
  white-space: pre-wrap;
  word-break: break-all;
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radius.md}px;
`;

export interface RawDataDialogProps {
  event: NostrEvent;
  onClose(): void;
}

/** The event's JSON as text, with a copy button. */
export function RawDataDialog({ event, onClose }: RawDataDialogProps) {
  const { copied, copy } = useCopyFlag();
  const json = JSON.stringify(event, null, 2);
  return (
    <Modal title="Raw data" onClose={onClose} width={640}>
      <Json data-testid="raw-data">{json}</Json>
      <Button variant="secondary" size="sm" onClick={() => void copy(json)}>
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </Modal>
  );
}
