import { EXPIRATION_OPTIONS } from '@app/core';
import { Select } from './composer-styles';

/** Spec 2 §9 expiration options (NIP-40); '' means none. */
export function ExpirationPicker({ value, onChange }: { value: number | null; onChange(seconds: number | null): void }) {
  return (
    <Select aria-label="Expiration" value={value ?? ''} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}>
      <option value="">No expiration</option>
      {EXPIRATION_OPTIONS.map((option) => (
        <option key={option.seconds} value={option.seconds}>
          Expires in {option.label}
        </option>
      ))}
    </Select>
  );
}
