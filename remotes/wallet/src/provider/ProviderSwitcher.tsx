import styled from '@emotion/styled';
import { useId } from 'react';
import { VISUALLY_HIDDEN } from '@app/ui';
import type { WalletProvider } from '../wallet-port/wallet-port';
import { Alert } from '../ui/Alert';
import { PROVIDER_LABELS, PROVIDERS } from './provider-labels';

/** Spec 2 §8: the browser wallet chosen without an extension providing WebLN. */
export const WEBLN_MISSING = 'WebLN provider not connected';

const HINTS: Record<WalletProvider, string> = {
  cashu: 'Ecash kept in this browser, at mints you choose',
  native: 'A lightning wallet extension in your browser',
  nwc: 'A remote lightning wallet, over Nostr',
  disabled: 'No payments from this app',
};

const Group = styled.fieldset<{ $hideLegend: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${(p) => p.theme.spacing.sm}px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${(p) => p.theme.spacing.sm}px;
    font-weight: 600;
    ${(p) => (p.$hideLegend ? VISUALLY_HIDDEN : '')}
  }
`;

const Choice = styled.label<{ $checked: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px ${(p) => p.theme.spacing.sm}px;
  padding: ${(p) => p.theme.spacing.md}px;
  border: 1px solid ${(p) => (p.$checked ? p.theme.colors.accent : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radius.md}px;
  background: ${(p) => (p.$checked ? p.theme.colors.surfaceRaised : 'transparent')};
  cursor: pointer;
  &:focus-within {
    outline: 2px solid ${(p) => p.theme.colors.accent};
  }
  input {
    margin: 3px 0 0;
    accent-color: ${(p) => p.theme.colors.accent};
  }
  strong {
    font-size: ${(p) => p.theme.fontSizes.sm}px;
  }
  small {
    grid-column: 2;
    color: ${(p) => p.theme.colors.muted};
  }
`;

export interface ProviderSwitcherProps {
  provider: WalletProvider;
  weblnAvailable: boolean;
  onChange(provider: WalletProvider): void;
  /** The legend names the group for assistive technology only (a heading above already says it). */
  hideLegend?: boolean;
}

/** Spec 2 §4: which wallet pays and receives — ecash, the browser's WebLN, a remote NWC wallet, or none. */
export function ProviderSwitcher({ provider, weblnAvailable, onChange, hideLegend = false }: ProviderSwitcherProps) {
  const name = useId();
  return (
    <>
      <Group $hideLegend={hideLegend}>
        <legend>Wallet provider</legend>
        {PROVIDERS.map((option) => (
          <Choice key={option} $checked={option === provider}>
            <input type="radio" name={name} value={option} checked={option === provider} onChange={() => onChange(option)} />
            <strong>{PROVIDER_LABELS[option]}</strong>
            <small>{HINTS[option]}</small>
          </Choice>
        ))}
      </Group>
      {provider === 'native' && !weblnAvailable && <Alert role="alert">{WEBLN_MISSING}</Alert>}
    </>
  );
}
