import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NostrEvent } from '@app/core';
import { renderWithApp as render } from '../testing/renderWithApp';
import { NoteMenu } from './NoteMenu';
import { installActionsCore } from './testActionsCore';

// Not preloaded here (unlike NoteMenu.test.tsx): the menu's code loads with the first click.
const event = { id: 'c'.repeat(64), pubkey: 'b'.repeat(64), kind: 1, content: 'hi', tags: [], created_at: 1, sig: 'd'.repeat(128) } as NostrEvent;

afterEach(cleanup);

describe('NoteMenu before its code is loaded', () => {
  it('shows the trigger busy after the first click, then the open menu', async () => {
    installActionsCore({ me: 'a'.repeat(64) });
    render(<NoteMenu event={event} />);
    const trigger = screen.getByRole('button', { name: 'Note actions' });
    expect(trigger.getAttribute('aria-busy')).toBeNull();
    fireEvent.click(trigger);
    const busy = screen.getByRole('button', { name: 'Note actions' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('menu')).toBeNull();
    await screen.findByRole('menu');
    const items = () => screen.getAllByRole('menuitem').map((item) => item.textContent);
    await waitFor(() => expect(items()).toEqual(['Quote', 'Zap', 'Mute', 'Report', 'Rebroadcast', 'Copy link', 'Raw data']));
    expect(screen.getByRole('button', { name: 'Note actions' }).getAttribute('aria-busy')).toBeNull();
  });
});
