import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppThemeProvider, Modal } from '@app/ui';
import { ExportKeyView, exportPasswordProblem } from './ExportKeyView';
import { RevealKeyView } from './RevealKeyView';

afterEach(cleanup);
beforeAll(async () => {
  await Modal.preload(); // loaded here, the dialog renders at once
});

const NSEC = 'nsec1testtesttest';
const NCRYPTSEC = 'ncryptsec1testtesttest';
/** The core's answer: the key for the right password, 'Wrong password' for any other. */
const keyFor = (expected: string | null, key: string) =>
  vi.fn(async (password: string | null) => {
    if (password !== expected) throw new Error('Wrong password');
    return key;
  });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const shown = () => (screen.getByRole('textbox') as HTMLTextAreaElement);

describe('RevealKeyView', () => {
  it('asks for the password when one is set, shows "Wrong password", then the nsec read-only', async () => {
    const reveal = keyFor('pw', NSEC);
    render(<RevealKeyView passwordProtected reveal={reveal} onClose={vi.fn()} />, { wrapper: AppThemeProvider });
    expect(screen.getByRole('dialog', { name: 'Your secret key' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Show key' }) as HTMLButtonElement).disabled).toBe(true);
    type('Your password', 'nope');
    await click('Show key');
    expect(screen.getByRole('alert').textContent).toBe('Wrong password');
    type('Your password', 'pw');
    await click('Show key');
    expect(reveal).toHaveBeenLastCalledWith('pw');
    expect(shown().value).toBe(NSEC);
    expect(shown().readOnly).toBe(true);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('asks for a confirm when no password is set, and passes null', async () => {
    const reveal = keyFor(null, NSEC);
    render(<RevealKeyView passwordProtected={false} reveal={reveal} onClose={vi.fn()} />, { wrapper: AppThemeProvider });
    expect(screen.getByText('Anyone with this key controls your account. Show it?')).toBeTruthy();
    expect(screen.queryByLabelText('Your password')).toBeNull();
    await click('Show key');
    expect(reveal).toHaveBeenCalledWith(null);
    expect(shown().value).toBe(NSEC);
  });

  it("shows the core's refusal for a key held by a signer, and Cancel closes", async () => {
    const held = 'Your key is held by your signer; it cannot be shown here.';
    const onClose = vi.fn();
    render(<RevealKeyView passwordProtected={false} reveal={vi.fn(async () => Promise.reject(new Error(held)))} onClose={onClose} />, { wrapper: AppThemeProvider });
    await click('Show key');
    expect(screen.getByRole('alert').textContent).toBe(held);
    await click('Cancel');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('ExportKeyView', () => {
  it('checks the new password and its repeat before asking the core', async () => {
    const exportKey = vi.fn(async () => NCRYPTSEC);
    render(<ExportKeyView passwordProtected={false} exportKey={exportKey} onClose={vi.fn()} />, { wrapper: AppThemeProvider });
    await click('Export');
    expect(screen.getByRole('alert').textContent).toBe('Enter a password.');
    type('Password for the file', 'one');
    type('Repeat the password', 'two');
    await click('Export');
    expect(screen.getByRole('alert').textContent).toBe('The passwords do not match.');
    expect(exportKey).not.toHaveBeenCalled();
    type('Repeat the password', 'one');
    await click('Export');
    expect(exportKey).toHaveBeenCalledWith('one');
    expect(shown().value).toBe(NCRYPTSEC);
  });

  it('downloads the ncryptsec as a .txt file and copies it', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    URL.createObjectURL = vi.fn(() => 'blob:key');
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('nostr-key.ncryptsec.txt');
    });
    render(<ExportKeyView passwordProtected exportKey={vi.fn(async () => NCRYPTSEC)} onClose={vi.fn()} />, { wrapper: AppThemeProvider });
    expect(screen.queryByLabelText('Repeat the password')).toBeNull(); // the account password, asked once
    type('Your password', 'pw');
    await click('Export');
    await click('Download');
    expect(clicked).toHaveBeenCalledOnce();
    expect(await (URL.createObjectURL as ReturnType<typeof vi.fn>).mock.calls[0][0].text()).toBe(NCRYPTSEC);
    await click('Copy');
    expect(writeText).toHaveBeenCalledWith(NCRYPTSEC);
    expect(screen.getByRole('status').textContent).toBe('Copied');
    clicked.mockRestore();
  });

  it('shows "Wrong password" for a wrong account password', async () => {
    render(<ExportKeyView passwordProtected exportKey={keyFor('pw', NCRYPTSEC)} onClose={vi.fn()} />, { wrapper: AppThemeProvider });
    type('Your password', 'nope');
    await click('Export');
    expect(screen.getByRole('alert').textContent).toBe('Wrong password');
  });

  it('exportPasswordProblem: empty always, mismatch only for a new password', () => {
    expect(exportPasswordProblem(false, '', '')).toBe('Enter a password.');
    expect(exportPasswordProblem(true, '', '')).toBe('Enter a password.');
    expect(exportPasswordProblem(false, 'a', 'b')).toBe('The passwords do not match.');
    expect(exportPasswordProblem(true, 'a', '')).toBe('');
    expect(exportPasswordProblem(false, 'a', 'a')).toBe('');
  });
});
