import type { Parsed } from '../validation/settings-validation';
import { TextField, type TextFieldProps } from './TextField';
import { useValidatedDraft } from './useValidatedDraft';

export interface ValidatedTextFieldProps extends Pick<TextFieldProps, 'label' | 'hint' | 'placeholder' | 'monospace'> {
  /** The saved value. */
  value: string;
  parse: (input: string) => Parsed<string>;
  /** Called with each valid edit; invalid ones are shown with their error and not saved. */
  onSave: (value: string) => void;
}

const asText = (value: string) => value;

/** A text setting saved as the user types, but only while what they typed is valid. */
export function ValidatedTextField({ value, parse, onSave, ...field }: ValidatedTextFieldProps) {
  const { draft, error, change, onKeyDown } = useValidatedDraft(value, asText, parse, onSave);
  return <TextField {...field} value={draft} error={error} onChange={change} onKeyDown={onKeyDown} />;
}
