import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from '../theme/AppThemeProvider';
import { Modal } from './Modal';

afterEach(cleanup);
beforeAll(async () => {
  await Modal.preload(); // the dialog's code loads with the first one opened
});

function Harness({ onClose }: { onClose(): void }) {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate('/elsewhere')}>Outside navigate</button>
      <Modal title="Share" onClose={onClose}>
        <p>Body text</p>
        <button>Inside</button>
      </Modal>
    </>
  );
}

function renderModal(onClose = vi.fn()) {
  render(
    <AppThemeProvider>
      <MemoryRouter>
        <Harness onClose={onClose} />
      </MemoryRouter>
    </AppThemeProvider>,
  );
  return onClose;
}

describe('Modal', () => {
  it('is a labelled modal dialog rendered in document.body', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Share' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.parentElement).toBe(document.body);
    expect(screen.getByText('Body text')).toBeTruthy();
  });

  it('moves focus to the first control of its content, not to Close', () => {
    renderModal();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inside' }));
  });

  it('describes itself with the description line', () => {
    render(
      <AppThemeProvider>
        <Modal title="Sign in" description="Sign in to like this note." onClose={() => {}}>
          x
        </Modal>
      </AppThemeProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Sign in', description: 'Sign in to like this note.' })).toBeTruthy();
  });

  it('closes on Escape', () => {
    const onClose = renderModal();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on a backdrop click but not on a click inside', () => {
    const onClose = renderModal();
    fireEvent.mouseDown(screen.getByText('Body text'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes with its Close button', () => {
    const onClose = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes when the route changes, once per change', () => {
    const onClose = renderModal();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Outside navigate', hidden: true }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps Tab inside the dialog', () => {
    renderModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const inside = screen.getByRole('button', { name: 'Inside' });
    inside.focus();
    fireEvent.keyDown(inside, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(inside);
  });

  it('gives focus back to the opener when it closes', () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Open</button>
          {open && <Modal title="Inner" onClose={() => setOpen(false)}>x</Modal>}
        </>
      );
    }
    render(<AppThemeProvider><Opener /></AppThemeProvider>);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Inner' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes only the innermost of nested modals on Escape', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <AppThemeProvider>
        <Modal title="Outer" onClose={outer}>
          <Modal title="Inner" onClose={inner}>x</Modal>
        </Modal>
      </AppThemeProvider>,
    );
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Inner' }), { key: 'Escape' });
    expect(inner).toHaveBeenCalledOnce();
    expect(outer).not.toHaveBeenCalled();
  });
});
