import type { WalletProvider } from '../wallet-port/wallet-port';

/** How each provider is named on the page, in the order the switcher offers them. */
export const PROVIDER_LABELS: Record<WalletProvider, string> = {
  cashu: 'Ecash (Cashu)',
  native: 'Browser wallet (WebLN)',
  nwc: 'Nostr Wallet Connect',
  disabled: 'Disabled',
};

export const PROVIDERS = Object.keys(PROVIDER_LABELS) as WalletProvider[];
