import { normalizeRelayUrl } from '@app/core';
import { Checkbox } from './Checkbox';
import { Fieldset, Hint } from './editor-styles';
import { EntryField } from './EntryField';

export function relaysSelectedLabel(count: number): string {
  return `${count} relays selected`;
}

export interface RelaySelectorProps {
  /** Relays offered (the user's relay list). */
  available: string[];
  selected: string[];
  /** An empty list unsets the feed's relays (all relays are used). */
  onChange(relayUrls: string[]): void;
}

function toRelayUrl(text: string): string | null {
  try {
    return normalizeRelayUrl(text);
  } catch {
    return null;
  }
}

/** The feed's relays: checkboxes over the known relays plus a custom relay address ('N relays selected'). */
export function RelaySelector({ available, selected, onChange }: RelaySelectorProps) {
  const all = [...new Set([...available, ...selected])];
  const toggle = (url: string, on: boolean) => onChange(on ? [...selected, url] : selected.filter((other) => other !== url));
  const addCustom = (text: string) => {
    const url = toRelayUrl(text);
    if (url && !selected.includes(url)) onChange([...selected, url]);
  };
  return (
    <Fieldset>
      <legend>Relays</legend>
      <Hint>{relaysSelectedLabel(selected.length)}</Hint>
      {all.map((url) => (
        <Checkbox key={url} label={url} checked={selected.includes(url)} onChange={(on) => toggle(url, on)} />
      ))}
      <EntryField label="Custom relay" placeholder="relay.example.com" inputMode="url" onConfirm={addCustom} />
    </Fieldset>
  );
}
