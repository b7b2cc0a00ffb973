import type { WalletService } from '@app/core/wallet';
import { BehaviorSubject, firstValueFrom, of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { walletPortOf } from './core-wallet-port';

/** An account whose cashu wallet and payments are plain values (only what the port reads). */
function account(name: string) {
  return {
    cashu: {
      mints$: of([{ url: `https://${name}.example.com`, addedAt: 1 }]),
      balances$: of({ [`https://${name}.example.com`]: 21 }),
      operations$: of([]),
      sendToken: vi.fn(async (amount: number) => ({ id: `${name}-send`, amount })),
    },
    payments: { all$: of([{ invoice: `lnbc-${name}`, type: 'payment', timestamp: 1 }]) },
  };
}

function service(first: ReturnType<typeof account>) {
  const accounts = new BehaviorSubject(first);
  const state = new BehaviorSubject({ provider: 'nwc', activeConnectionId: 'c1', connections: [{ id: 'c1', name: 'Hub', connectionString: 'x' }] });
  const fake = {
    state$: state,
    provider$: of('nwc'),
    balance$: of(5),
    account$: accounts,
    useConnection: vi.fn(),
    nwcClient: vi.fn(() => null),
  };
  return { accounts, fake, port: walletPortOf(fake as unknown as WalletService) };
}

describe('walletPortOf', () => {
  it("reads the current account's ecash, following an account switch", async () => {
    const alice = account('alice');
    const bob = account('bob');
    const { accounts, port } = service(alice);
    expect(await firstValueFrom(port.mints$)).toEqual([{ url: 'https://alice.example.com', addedAt: 1 }]);
    accounts.next(bob);
    expect(await firstValueFrom(port.mintBalances$)).toEqual({ 'https://bob.example.com': 21 });
    expect((await firstValueFrom(port.payments$))[0].invoice).toBe('lnbc-bob');
    await port.sendToken(21, { memo: 'hi' });
    expect(bob.cashu.sendToken).toHaveBeenCalledWith(21, { memo: 'hi' });
    expect(alice.cashu.sendToken).not.toHaveBeenCalled();
  });

  it('flattens the connections state and names useConnection activateConnection', async () => {
    const { fake, port } = service(account('alice'));
    expect(await firstValueFrom(port.connections$)).toEqual({ activeId: 'c1', connections: [{ id: 'c1', name: 'Hub', connectionString: 'x' }] });
    port.activateConnection('c1');
    expect(fake.useConnection).toHaveBeenCalledWith('c1');
  });

  it('has no NWC transactions without an active NWC client', () => {
    expect(service(account('alice')).port.nwcTransactions()).toBeNull();
  });
});
