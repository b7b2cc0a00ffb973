import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { createBus, setCore, type AppEvent, type Core, type CurrentUser } from '@app/core';
import { AppThemeProvider } from '@app/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountSettings } from './AccountSettings';

afterEach(cleanup);

function setup(user: CurrentUser | null) {
  const bus = createBus();
  const published: AppEvent[] = [];
  bus.all$.subscribe((event) => published.push(event));
  setCore({ bus, session$: new BehaviorSubject(user) } as unknown as Core);
  render(<AccountSettings />, { wrapper: AppThemeProvider });
  return published;
}

describe('AccountSettings', () => {
  it('asks the shell, on the bus, to show or export the key and to log out: the page never holds the key', () => {
    const published = setup({ pubkey: 'ab'.repeat(32), method: 'privateKey', locked: false, passwordProtected: false });
    for (const name of ['Show secret key', 'Export encrypted key (ncryptsec)', 'Log out']) fireEvent.click(screen.getByRole('button', { name }));
    expect(published).toEqual([
      { type: 'account:keys', action: 'reveal' },
      { type: 'account:keys', action: 'export' },
      { type: 'auth:logout' },
    ]);
  });

  it('offers sign-in when signed out', () => {
    const published = setup(null);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(published).toEqual([{ type: 'auth:request', mode: 'sign-in' }]);
  });
});
