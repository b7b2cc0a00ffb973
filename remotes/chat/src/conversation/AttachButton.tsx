import styled from '@emotion/styled';
import { useRef } from 'react';
import { Icon } from '@app/ui';

const IconButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  color: ${(p) => p.theme.colors.muted};
  background: transparent;
  border: 0;
  border-radius: ${(p) => p.theme.radius.round}px;
  cursor: pointer;
  &:hover:not(:disabled),
  &:focus-visible {
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.surfaceRaised};
  }
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

/** Props of AttachButton. */
export interface AttachButtonProps {
  /** A file is being sent already. */
  disabled?: boolean;
  onFile(file: File): void;
}

/** The paperclip: opens the system's file picker (a hidden file input) and hands over the chosen file. */
export function AttachButton({ disabled = false, onFile }: AttachButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <IconButton type="button" aria-label="Attach a file" title="Attach a file" disabled={disabled} onClick={() => input.current?.click()}>
        <Icon name="attach" size={20} />
      </IconButton>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        data-testid="attach-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // cleared so that choosing the same file again sends it again
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
