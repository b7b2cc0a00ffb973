import { useId } from 'react';
import { TextInput } from '@app/ui';
import { parseAmount } from '../format/parse-amount';
import { Alert } from '../ui/Alert';

export interface AmountFieldProps {
  value: string;
  onChange(value: string): void;
  label?: string;
}

/** An amount in bits, checked as typed (the problem shown under it); blank is not a problem yet. */
export function AmountField({ value, onChange, label = 'Amount (bits)' }: AmountFieldProps) {
  const errorId = useId();
  const error = parseAmount(value)?.error;
  return (
    <>
      <TextInput
        label={label}
        inputMode="numeric"
        autoComplete="off"
        placeholder="21"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <Alert role="alert" id={errorId}>
          {error}
        </Alert>
      )}
    </>
  );
}
