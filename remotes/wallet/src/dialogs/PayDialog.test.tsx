import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppThemeProvider } from '@app/ui';
import { fakeWalletPort, type FakeWalletPort } from '../stories/fake-wallet-port';
import { INVOICE, MINT_URL } from '../stories/wallet-fixtures';
import { PayDialog } from './PayDialog';

const OFFLINE = 'Cashu mint (mint.example) is offline. Try again later or change mints in wallet settings.';

/** A port whose melt reserves the whole balance (as the core does), waits for `answer`, then fails as the mint is offline. */
function heldMelt(answer: Promise<void>): FakeWalletPort {
  const port: FakeWalletPort = fakeWalletPort({
    mintBalances: { [MINT_URL]: 12_000 },
    overrides: {
      payMeltQuote: async () => {
        port.state.next({ ...port.state.value, mintBalances: { [MINT_URL]: 0 } });
        await answer;
        throw new Error(OFFLINE);
      },
    },
  });
  return port;
}

/** A port whose melt reserves the whole balance (as the core does) and then gets no answer from the mint. */
function unansweredMelt(): FakeWalletPort {
  const port: FakeWalletPort = fakeWalletPort({
    mintBalances: { [MINT_URL]: 12_000 },
    overrides: {
      payMeltQuote: async () => {
        port.state.next({ ...port.state.value, mintBalances: { [MINT_URL]: 0 } });
        throw new Error(OFFLINE);
      },
    },
  });
  return port;
}

afterEach(cleanup);

describe('PayDialog', () => {
  it('says why a payment failed even though its reserved proofs now leave the balance short', async () => {
    render(
      <AppThemeProvider>
        <PayDialog port={unansweredMelt()} provider="cashu" onClose={() => {}} initialInvoice={INVOICE} />
      </AppThemeProvider>,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay invoice' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await dialog.findByRole('button', { name: 'Pay 250 bits' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(OFFLINE);
  });

  it('shows no alert while the payment is in flight, though its reserved inputs leave the balance short', async () => {
    let answer: () => void = () => {};
    render(
      <AppThemeProvider>
        <PayDialog port={heldMelt(new Promise((resolve) => (answer = resolve)))} provider="cashu" onClose={() => {}} initialInvoice={INVOICE} />
      </AppThemeProvider>,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay invoice' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    const payButton = await dialog.findByRole('button', { name: 'Pay 250 bits' });
    fireEvent.click(payButton);
    await expect.poll(() => payButton.getAttribute('aria-busy')).toBe('true');
    expect(dialog.queryByRole('alert')).toBeNull();
    answer();
    expect((await dialog.findByRole('alert')).textContent).toBe(OFFLINE);
  });
});
