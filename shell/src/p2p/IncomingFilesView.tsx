import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { humanSize, safeFileName, type FileTransfer } from '@app/core/p2p';
import { Button } from '@app/ui';

const Panel = styled.section`
  position: fixed;
  z-index: 140;
  left: ${({ theme }) => theme.spacing.lg}px;
  bottom: 80px;
  width: min(360px, calc(100vw - ${({ theme }) => theme.spacing.lg * 2}px));
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;

const Card = styled.div`
  padding: ${({ theme }) => theme.spacing.sm}px ${({ theme }) => theme.spacing.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 8px 28px rgba(0, 0, 0, 0.35);
  overflow-wrap: anywhere;
  progress {
    width: 100%;
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Link = styled.a`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`;

export interface IncomingFilesViewProps {
  /** Files peers send us, in the order they came. */
  files: FileTransfer[];
  /** Takes a finished file off the panel. */
  onDismiss(key: string): void;
}

const percent = (file: FileTransfer) => (file.size ? Math.floor((100 * file.done) / file.size) : 0);

/** A received file as a download link; its object URL lives as long as the link. */
function DownloadLink({ file, blob }: { file: FileTransfer; blob: Blob }) {
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  const name = safeFileName(file.name);
  return href ? (
    <Link href={href} download={name} rel="noopener">
      Download {name}
    </Link>
  ) : null;
}

function IncomingFile({ file, onDismiss }: { file: FileTransfer; onDismiss(): void }) {
  const name = safeFileName(file.name);
  if (file.status === 'receiving') {
    return (
      <Card data-testid="incoming-file">
        <Line>
          <span>Receiving {name}</span>
          <Muted>
            {humanSize(file.done)} of {humanSize(file.size)} · from {file.peer}
          </Muted>
        </Line>
        <progress max={100} value={percent(file)} aria-label={`Receiving ${name}`} />
      </Card>
    );
  }
  return (
    <Card data-testid="incoming-file">
      <Line>
        {file.status === 'received' && file.file ? <DownloadLink file={file} blob={file.file} /> : <span>{name} could not be received</span>}
        <Muted>{humanSize(file.size)}</Muted>
        <Button type="button" size="sm" variant="ghost" onClick={onDismiss} aria-label={`Dismiss ${name}`}>
          Dismiss
        </Button>
      </Line>
    </Card>
  );
}

/** Spec 3 §4 'File transfer': files peers send, with their progress, then a download link (names are text, never markup). */
export function IncomingFilesView({ files, onDismiss }: IncomingFilesViewProps) {
  if (files.length === 0) return null;
  return (
    <Panel aria-label="Incoming files">
      {files.map((file) => (
        <IncomingFile key={file.key} file={file} onDismiss={() => onDismiss(file.key)} />
      ))}
    </Panel>
  );
}
