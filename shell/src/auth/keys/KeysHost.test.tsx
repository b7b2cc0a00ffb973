import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBus, setCore, type Core, type CurrentUser } from '@app/core';
import { AppThemeProvider, Modal } from '@app/ui';
import { KeysHost } from './KeysHost';

// The host-only key entry, answered here: the test checks the wiring, the core tests check the keys.
const keys = vi.hoisted(() => ({
  revealSecretKey: vi.fn(async (_store: unknown, password: string | null) => {
    if (password !== 'pw') throw new Error('Wrong password');
    return 'nsec1revealed';
  }),
  exportNcryptsec: vi.fn(async () => 'ncryptsec1exported'),
}));
vi.mock('@app/core/keys', () => keys);

afterEach(cleanup);
beforeAll(async () => {
  await Modal.preload();
});

const ME: CurrentUser = { pubkey: 'ab'.repeat(32), method: 'privateKey', locked: false, passwordProtected: true };

function setup(user: CurrentUser | null = ME) {
  const session$ = new BehaviorSubject<CurrentUser | null>(user);
  const store = { get: () => session$.value, logout: vi.fn(() => session$.next(null)) };
  const bus = createBus();
  setCore({ bus, session$, signer: async () => store } as unknown as Core);
  render(<KeysHost />, { wrapper: AppThemeProvider });
  const publish = (event: Parameters<typeof bus.publish>[0]) => act(async () => bus.publish(event));
  return { store, publish, session$ };
}

describe('KeysHost', () => {
  it("opens 'Show secret key' on the bus and reveals through @app/core/keys with the password", async () => {
    const { store, publish } = setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    await publish({ type: 'account:keys', action: 'reveal' });
    const password = await screen.findByLabelText('Your password');
    fireEvent.change(password, { target: { value: 'pw' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show key' })));
    expect(keys.revealSecretKey).toHaveBeenCalledWith(store, 'pw');
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('nsec1revealed');
  });

  it('opens the export and closes when the user logs out meanwhile', async () => {
    const { publish, session$ } = setup({ ...ME, passwordProtected: false });
    await publish({ type: 'account:keys', action: 'export' });
    expect(await screen.findByLabelText('Repeat the password')).toBeTruthy();
    await act(async () => session$.next(null));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("logs out on 'auth:logout' at once when the key is backed up", async () => {
    const { store, publish } = setup();
    await publish({ type: 'auth:logout' });
    await waitFor(() => expect(store.logout).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('warns first for a key created here and never saved; Cancel keeps the account', async () => {
    const { store, publish } = setup({ ...ME, keyBackupPending: true });
    await publish({ type: 'auth:logout' });
    await screen.findByRole('dialog', { name: 'Log out without your key?' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(store.logout).not.toHaveBeenCalled();
    await publish({ type: 'auth:logout' });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Log out anyway' })));
    expect(store.logout).toHaveBeenCalledOnce();
  });
});
