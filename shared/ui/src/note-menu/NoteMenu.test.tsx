import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '@app/ui';
import { SOCIAL_ERRORS, decodeNostrLink, type NostrEvent } from '@app/core';
import { renderWithApp as render } from '../testing/renderWithApp';
import { NoteMenu, preloadNoteMenu } from './NoteMenu';
import { SEEN_ON, installActionsCore } from './testActionsCore';

const ME = 'a'.repeat(64);
const AUTHOR = 'b'.repeat(64);
const event = (pubkey: string, kind = 1) => ({ id: 'c'.repeat(64), pubkey, kind, content: 'hi', tags: [], created_at: 1, sig: 'd'.repeat(128) }) as NostrEvent;
const settle = () => act(async () => {});
const openMenu = () => fireEvent.click(screen.getByRole('button', { name: 'Note actions' }));
const items = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

beforeAll(async () => {
  await preloadNoteMenu();
  await Modal.preload(); // the dialogs' code, loaded as on a first open
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('NoteMenu (connected)', () => {
  it('offers deletion on own notes, mute and report on others’ notes, neither on zap receipts', async () => {
    installActionsCore({ me: ME });
    render(<NoteMenu event={event(ME)} />);
    await settle();
    openMenu();
    expect(items()).toEqual(['Quote', 'Request deletion', 'Rebroadcast', 'Copy link', 'Raw data']);
    cleanup();

    render(<NoteMenu event={event(AUTHOR)} />);
    await settle();
    openMenu();
    expect(items()).toEqual(['Quote', 'Zap', 'Mute', 'Report', 'Rebroadcast', 'Copy link', 'Raw data']);
    cleanup();

    render(<NoteMenu event={event(AUTHOR, 9735)} />);
    await settle();
    openMenu();
    expect(items()).toEqual(['Rebroadcast', 'Copy link', 'Raw data']);
  });

  it('Quote asks the shell for the composer dialog with the note', async () => {
    const { bus } = installActionsCore({ me: ME });
    const note = event(AUTHOR);
    render(<NoteMenu event={note} />);
    await settle();
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Quote' }));
    expect(bus.publish).toHaveBeenCalledWith({ type: 'compose:open', quote: note });
  });

  it("Zap asks the shell for the zap dialog (never a quick zap) for the note's author", async () => {
    const { bus } = installActionsCore({ me: ME });
    const note = event(AUTHOR);
    render(<NoteMenu event={note} />);
    await settle();
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Zap' }));
    expect(bus.publish).toHaveBeenCalledWith({ type: 'zap:request', pubkey: AUTHOR, event: note, dialog: true });
  });

  it('rebroadcast shows progress, then success for 3 s', async () => {
    const { actions } = installActionsCore({ me: ME });
    let finish = () => {};
    actions.rebroadcast.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<NoteMenu event={event(AUTHOR)} />);
    await settle();
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Rebroadcast' }));
    expect(screen.getByRole('menuitem', { name: 'Rebroadcasting…' })).toHaveProperty('disabled', true);
    await act(async () => finish());
    expect(screen.getByRole('menuitem', { name: 'Rebroadcast ✓' }).textContent).toContain('Rebroadcast ✓');
    await act(async () => void vi.advanceTimersByTime(2999));
    expect(screen.getByRole('menuitem', { name: 'Rebroadcast ✓' }).textContent).toContain('Rebroadcast ✓');
    await act(async () => void vi.advanceTimersByTime(1));
    expect(screen.getByRole('menuitem', { name: 'Rebroadcast' }).textContent).toContain('Rebroadcast');
  });

  it('report publishes with the reason, mutes by default, thanks for 2 s and closes', async () => {
    const { actions, social } = installActionsCore({ me: ME });
    render(<NoteMenu event={event(AUTHOR)} />);
    await settle();
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Report' }));
    const report = screen.getByRole('button', { name: 'Report' });
    expect(report).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Harassment' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Details (optional)' }), { target: { value: ' rude ' } });
    fireEvent.click(report);
    await settle();
    expect(actions.report).toHaveBeenCalledWith({ reason: 'Harassment', details: 'rude', pubkey: AUTHOR, eventId: event(AUTHOR).id });
    expect(social.mute).toHaveBeenCalledWith(AUTHOR);
    expect(screen.getByRole('status').textContent).toBe('Thank you for your report.');
    await act(async () => void vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a failed mute after a report shows the spec error, and a retry does not report twice', async () => {
    const { actions, social } = installActionsCore({ me: ME });
    social.mute.mockRejectedValueOnce(new Error(SOCIAL_ERRORS.muteListFailed));
    render(<NoteMenu event={event(AUTHOR)} />);
    await settle();
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Report' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Spam' }));
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Error updating mute list. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    await settle();
    expect(actions.report).toHaveBeenCalledTimes(1);
    expect(social.mute).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status').textContent).toBe('Thank you for your report.');
  });

  it('mute asks Yes/No, then offers Undo', async () => {
    const { social } = installActionsCore({ me: ME, following: true });
    render(<NoteMenu event={event(AUTHOR)} />);
    await settle();
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Mute' }));
    expect(screen.getByText(/muting also unfollows them/).textContent).toMatch(/muting also unfollows them/);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await settle();
    expect(social.mute).toHaveBeenCalledWith(AUTHOR);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await settle();
    expect(social.unmute).toHaveBeenCalledWith(AUTHOR);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletion request is published and confirmed with a toast', async () => {
    const { actions, bus } = installActionsCore({ me: ME });
    render(<NoteMenu event={event(ME)} />);
    await settle();
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Request deletion' }));
    await settle();
    expect(actions.requestDeletion).toHaveBeenCalledWith(event(ME));
    expect(bus.publish).toHaveBeenCalledWith({ type: 'toast', kind: 'success', message: 'Deletion requested' });
  });

  it('raw data shows the event JSON as text and the relays it was seen on', async () => {
    installActionsCore({ me: null });
    render(<NoteMenu event={event(AUTHOR)} />);
    await settle();
    openMenu();
    expect(items()).toEqual(['Copy link', 'Raw data']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Raw data' }));
    expect(JSON.parse(screen.getByTestId('raw-data').textContent!)).toEqual(event(AUTHOR));
    expect(screen.getByRole('link', { name: SEEN_ON }).getAttribute('href')).toBe('/relay/seen.example');
  });

  it('Copy link copies the nevent link with the relay the note was seen on', async () => {
    const { bus, linkHints } = installActionsCore({ me: null });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const note = event(AUTHOR);
    render(<NoteMenu event={note} />);
    await settle();
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    await settle();
    expect(linkHints.forEvent).toHaveBeenCalledWith(note);
    const [[url]] = writeText.mock.calls as unknown as [[string]];
    expect(url.startsWith(`${window.location.origin}/nevent1`)).toBe(true);
    expect(decodeNostrLink(url.slice(window.location.origin.length + 1))).toEqual({ type: 'event', id: note.id, author: AUTHOR, kind: 1, relays: [SEEN_ON] });
    expect(bus.publish).toHaveBeenCalledWith({ type: 'toast', kind: 'success', message: 'Link copied' });
  });
});
