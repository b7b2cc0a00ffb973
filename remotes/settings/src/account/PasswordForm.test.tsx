import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AppThemeProvider } from '@app/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordForm } from './PasswordForm';

afterEach(cleanup);

function renderForm(passwordProtected: boolean, onChangePassword = vi.fn(async () => {})) {
  render(<PasswordForm passwordProtected={passwordProtected} onChangePassword={onChangePassword} />, { wrapper: AppThemeProvider });
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
  return { onChangePassword, type, click };
}

describe('PasswordForm', () => {
  it('without a password: new + repeat; empty and mismatch are refused before the core is asked', async () => {
    const { onChangePassword, type, click } = renderForm(false);
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await click('Set password');
    expect(screen.getByRole('alert').textContent).toBe('Enter a password.');
    type('New password', 'one');
    type('Repeat the new password', 'two');
    await click('Set password');
    expect(screen.getByRole('alert').textContent).toBe('The passwords do not match.');
    expect(onChangePassword).not.toHaveBeenCalled();
    type('Repeat the new password', 'one');
    await click('Set password');
    expect(onChangePassword).toHaveBeenCalledWith(null, 'one');
    expect(screen.getByRole('status').textContent).toBe('Password set.');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });

  it("with a password: change needs the current one, and shows the core's 'Wrong password'", async () => {
    const { onChangePassword, type, click } = renderForm(true, vi.fn(async () => Promise.reject(new Error('Wrong password'))));
    type('New password', 'new');
    type('Repeat the new password', 'new');
    await click('Change password');
    expect(screen.getByRole('alert').textContent).toBe('Enter your current password.');
    type('Current password', 'bad');
    await click('Change password');
    expect(onChangePassword).toHaveBeenCalledWith('bad', 'new');
    expect(screen.getByRole('alert').textContent).toBe('Wrong password');
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('bad'); // kept for correction
  });

  it('removes the password with the current one', async () => {
    const { onChangePassword, type, click } = renderForm(true);
    type('Current password', 'old');
    await click('Remove password');
    expect(onChangePassword).toHaveBeenCalledWith('old', null);
    expect(screen.getByRole('status').textContent).toBe('Password removed.');
  });
});
