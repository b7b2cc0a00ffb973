import styled from '@emotion/styled';
import { useId, useState, type ChangeEvent } from 'react';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm}px;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.muted};
`;

const FileLabel = styled.label`
  cursor: pointer;
  color: ${(p) => p.theme.colors.accent};
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

export interface UploadButtonProps {
  /** e.g. 'Upload picture'. */
  label: string;
  /** Uploads the file through the core's upload service; resolves with its URL. */
  onUpload(file: File): Promise<string>;
  onUploaded(url: string): void;
}

/** An image file picker that uploads at once and hands back the URL (progress and errors shown inline). */
export function UploadButton({ label, onUpload, onUploaded }: UploadButtonProps) {
  const id = useId();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setState({ busy: true, error: null });
    onUpload(file).then(
      (url) => {
        setState({ busy: false, error: null });
        onUploaded(url);
      },
      (error: unknown) => setState({ busy: false, error: error instanceof Error ? error.message : String(error) }),
    );
  };
  return (
    <Row>
      <FileLabel htmlFor={id}>
        {label}
        <input id={id} type="file" accept="image/*" disabled={state.busy} onChange={pick} />
      </FileLabel>
      {state.busy && <span role="status">Uploading…</span>}
      {state.error && <span role="alert">{state.error}</span>}
    </Row>
  );
}
