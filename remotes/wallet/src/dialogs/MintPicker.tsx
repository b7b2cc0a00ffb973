import styled from '@emotion/styled';
import { useId } from 'react';
import { bitsLabel } from '../format/format-bits';
import { mintHost } from '../format/mint-host';
import type { MintRow } from '../wallet-port/wallet-port';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.xs}px;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.muted};
  select {
    padding: ${(p) => p.theme.spacing.sm}px ${(p) => p.theme.spacing.md}px;
    font-size: ${(p) => p.theme.fontSizes.md}px;
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius.md}px;
  }
`;

export interface MintPickerProps {
  mints: MintRow[];
  balances: Record<string, number>;
  /** '' lets the wallet choose (the mint with the largest balance). */
  value: string;
  onChange(url: string): void;
}

/** Which mint a send takes its ecash from, each with its balance. */
export function MintPicker({ mints, balances, value, onChange }: MintPickerProps) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>From mint</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">The mint holding the most</option>
        {mints.map((mint) => (
          <option key={mint.url} value={mint.url}>
            {mint.name ?? mintHost(mint.url)} ({bitsLabel(balances[mint.url] ?? 0)})
          </option>
        ))}
      </select>
    </Field>
  );
}
