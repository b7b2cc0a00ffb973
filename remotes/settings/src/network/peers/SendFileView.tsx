import styled from '@emotion/styled';
import { useRef } from 'react';
import { humanSize, type FileTransfer } from '@app/core/p2p';
import { Button } from '@app/ui';

const Wrap = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
  min-width: 0;
  overflow-wrap: anywhere;
  progress {
    width: 120px;
  }
`;

const Note = styled.span<{ $tone: 'muted' | 'error' | 'success' }>`
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : $tone === 'success' ? theme.colors.success : theme.colors.muted)};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

export interface SendFileViewProps {
  /** The latest file sent to this peer, while it goes and once it ended; null before any. */
  transfer: FileTransfer | null;
  onPick(file: File): void;
}

const percent = (transfer: FileTransfer) => (transfer.size ? Math.floor((100 * transfer.done) / transfer.size) : 0);
const isMoving = (transfer: FileTransfer | null) => transfer?.status === 'waiting' || transfer?.status === 'sending';

function Status({ transfer }: { transfer: FileTransfer }) {
  const { name } = transfer;
  if (transfer.status === 'waiting') return <Note $tone="muted">Waiting for the peer to accept {name}</Note>;
  if (transfer.status === 'sending') {
    return (
      <>
        <Note $tone="muted">
          Sending {name}: {percent(transfer)}%
        </Note>
        <progress max={100} value={percent(transfer)} aria-label={`Sending ${name}`} />
      </>
    );
  }
  if (transfer.status === 'sent') return <Note $tone="success">Sent {name} ({humanSize(transfer.size)})</Note>;
  if (transfer.status === 'rejected') return <Note $tone="error">The peer declined {name}</Note>;
  return <Note $tone="error">{name} could not be sent</Note>;
}

/** Spec 3 §4 'File transfer': 'Send file' picks a file (a hidden input) for a connected peer, then shows how it goes. */
export function SendFileView({ transfer, onPick }: SendFileViewProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Wrap>
      <input
        ref={input}
        type="file"
        hidden
        aria-label="File to send"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onPick(file);
        }}
      />
      <Button type="button" size="sm" variant="secondary" disabled={isMoving(transfer)} onClick={() => input.current?.click()}>
        Send file
      </Button>
      {transfer && <Status transfer={transfer} />}
    </Wrap>
  );
}
