import { Button, TextInput } from '@app/ui';
import { useState, type KeyboardEvent } from 'react';
import { Row } from './editor-styles';

export interface EntryFieldProps {
  label: string;
  placeholder?: string;
  /** Called with the typed text on Enter or the Add button; the field then empties. */
  onConfirm(text: string): void;
  /** Follows the text as it is typed (e.g. for search). */
  onTextChange?(text: string): void;
  inputMode?: 'numeric' | 'text' | 'url';
}

/** A custom-value input of the editor: Enter (or 'Add') confirms, Escape cancels and empties it. */
export function EntryField({ label, placeholder, onConfirm, onTextChange, inputMode }: EntryFieldProps) {
  const [text, setText] = useState('');
  const change = (next: string) => {
    setText(next);
    onTextChange?.(next);
  };
  const confirm = () => {
    if (text.trim() === '') return;
    onConfirm(text);
    change('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      confirm();
    } else if (event.key === 'Escape') {
      change('');
    }
  };
  return (
    <Row>
      <div style={{ flex: 1 }}>
        <TextInput label={label} placeholder={placeholder} value={text} inputMode={inputMode} onChange={(event) => change(event.target.value)} onKeyDown={onKeyDown} />
      </div>
      <Button variant="secondary" size="sm" onClick={confirm} aria-label={`Add ${label.toLowerCase()}`}>
        Add
      </Button>
    </Row>
  );
}
