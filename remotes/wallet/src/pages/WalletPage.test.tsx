import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppThemeProvider, MemoryRouter } from '@app/ui';
import { fakeWalletPort } from '../stories/fake-wallet-port';
import { INVOICE, MINT_BALANCES, MINTS } from '../stories/wallet-fixtures';
import { WalletPortProvider } from '../wallet-port/WalletPortContext';
import WalletPage from './WalletPage';

function renderPage(entry: string | { pathname: string; state?: unknown }, port = fakeWalletPort({ balance: 12_345, mints: MINTS, mintBalances: MINT_BALANCES })) {
  render(
    <AppThemeProvider>
      <MemoryRouter initialEntries={[entry]}>
        <WalletPortProvider port={port}>
          <WalletPage />
        </WalletPortProvider>
      </MemoryRouter>
    </AppThemeProvider>,
  );
}

afterEach(cleanup);

describe('WalletPage', () => {
  it('shows the balance in bits with the actions', async () => {
    renderPage('/wallet');
    expect((await screen.findByTestId('balance-amount')).textContent).toBe('12.35K bits');
    const actions = within(screen.getByRole('group', { name: 'Wallet actions' })).getAllByRole('button');
    expect(actions.map((button) => button.textContent)).toEqual(['Receive', 'Send', 'Pay']);
  });

  it('opens Pay prefilled with the invoice given in navigation state (lightning: stripped)', async () => {
    renderPage({ pathname: '/wallet', state: { invoice: `lightning:${INVOICE}` } });
    const dialog = await screen.findByRole('dialog', { name: 'Pay invoice' });
    expect((within(dialog).getByLabelText('Lightning invoice') as HTMLTextAreaElement).value).toBe(INVOICE);
  });

  it('opens nothing for a plain visit', async () => {
    renderPage('/wallet');
    await screen.findByTestId('balance-amount');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
