import { useState, type KeyboardEvent } from 'react';
import { Button, TextInput } from '@app/ui';

/** Adds the typed relay; the result says which address was added, or why not. */
export type AddRelay = (input: string) => { ok: true; url: string } | { ok: false; error: string };

export interface AddRelayFieldProps {
  onAdd: AddRelay;
}

/** Adds a relay: Enter submits, Escape cancels (spec 1 Relay lists); the core normalises the address. */
export function AddRelayField({ onAdd }: AddRelayFieldProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!value.trim()) return;
    const result = onAdd(value);
    if (result.ok) setValue('');
    setError(result.ok ? null : result.error);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') submit();
    if (event.key === 'Escape') {
      setValue('');
      setError(null);
    }
  };
  return (
    <div style={{ display: 'flex', gap: 8, padding: '12px 16px', flexWrap: 'wrap' }}>
      <TextInput
        aria-label="Add relay"
        placeholder="wss://relay.example.com"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button onClick={submit}>Add</Button>
      {error && <p role="alert" style={{ width: '100%', margin: 0 }}>{error}</p>}
    </div>
  );
}
