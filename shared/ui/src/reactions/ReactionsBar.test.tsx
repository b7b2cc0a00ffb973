import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Modal } from '@app/ui';
import { decodeNostrLink, type NostrEvent } from '@app/core';
import { SEEN_ON, installActionsCore } from '../note-menu/testActionsCore';
import { renderWithApp as render } from '../testing/renderWithApp';
import { ReactionsBar } from './ReactionsBar';
import { ReactionsDialogView } from './lazyReactions';

const ME = 'a'.repeat(64);
const AUTHOR = 'b'.repeat(64);
const note = { id: 'c'.repeat(64), pubkey: AUTHOR, kind: 1, content: 'hi', tags: [], created_at: 1_700_000_000, sig: 'd'.repeat(128) } as NostrEvent;
const settle = () => act(async () => {});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

beforeAll(async () => {
  await ReactionsDialogView.preload();
  await Modal.preload();
});

describe('ReactionsBar (connected)', () => {
  it('likes once: a second click is ignored while and after the like is published', async () => {
    const { actions } = installActionsCore({ me: ME });
    render(<ReactionsBar event={note} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Liked' }));
    expect(actions.react).toHaveBeenCalledTimes(1);
    expect(actions.react).toHaveBeenCalledWith(note, undefined);
  });

  it("shows the like as done when the counts include mine; a visitor's like asks them to sign in instead", async () => {
    const core = installActionsCore({ me: null });
    render(<ReactionsBar event={note} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(core.actions.react).not.toHaveBeenCalled();
    expect(core.bus.publish).toHaveBeenCalledWith({ type: 'auth:request', mode: 'sign-in', reason: 'Sign in to like this note.' });
    cleanup();

    const signedIn = installActionsCore({ me: ME });
    signedIn.summary$.next({ likes: [{ id: 'x', pubkey: ME, content: '+', created_at: 1 }], reposts: [], zaps: [], zapTotal: 0, replies: 0 });
    render(<ReactionsBar event={note} />);
    await settle();
    expect(screen.getByRole('button', { name: 'Liked' })).toBeTruthy();
  });

  it('rolls the like back and shows the error when publishing fails', async () => {
    const { actions, bus } = installActionsCore({ me: ME });
    actions.react.mockRejectedValueOnce(new Error('No signer'));
    render(<ReactionsBar event={note} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Like' })).toBeTruthy();
    expect(bus.publish).toHaveBeenCalledWith({ type: 'toast', kind: 'error', message: 'No signer' });
  });

  it('asks for a zap on the bus, replies through onReply, and shares the public note link with its relay hint', async () => {
    const { bus, actions } = installActionsCore({ me: ME });
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    const onReply = vi.fn();
    render(<ReactionsBar event={note} onReply={onReply} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Zap' }));
    expect(bus.publish).toHaveBeenCalledWith({ type: 'zap:request', pubkey: AUTHOR, event: note });
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    expect(onReply).toHaveBeenCalledWith(note);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await settle();
    expect(share).toHaveBeenCalledWith({ url: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/nevent1[0-9a-z]+$/) });
    const [[{ url }]] = share.mock.calls as unknown as [[{ url: string }]];
    expect(decodeNostrLink(url.split('/').pop()!)).toMatchObject({ type: 'event', id: note.id, author: AUTHOR, relays: [SEEN_ON] });
    fireEvent.click(screen.getByRole('button', { name: 'Repost' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Repost' }));
    await settle();
    expect(actions.repost).toHaveBeenCalledWith(note);
    fireEvent.click(screen.getByRole('button', { name: 'Reposted' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Undo repost' }));
    await settle();
    expect(actions.undoRepost).toHaveBeenCalledWith(note);
    expect(screen.getByRole('button', { name: 'Repost' }).getAttribute('aria-expanded')).toBe('false'); // undone, menu closed
    fireEvent.click(screen.getByRole('button', { name: 'Repost' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Quote' }));
    expect(bus.publish).toHaveBeenCalledWith({ type: 'compose:open', quote: note });
  });

  it('opens the reactions dialog with empty texts per tab', async () => {
    installActionsCore({ me: ME });
    render(<ReactionsBar event={note} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '0 reactions' }));
    expect(screen.getByRole('dialog', { name: 'Reactions' })).toBeTruthy();
    expect(screen.getByText('No reactions yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Reposts' }));
    expect(screen.getByText('No reposts yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Zaps' }));
    expect(screen.getByText('No zaps yet')).toBeTruthy();
  });

  it('follows the content settings live: counts, the bar in feeds, and the standalone settings on the post page note', async () => {
    const { settings, summary$ } = installActionsCore({ me: ME });
    summary$.next({ likes: [{ id: 'x', pubkey: AUTHOR, content: '+', created_at: 1 }], reposts: [], zaps: [], zapTotal: 0, replies: 2 });
    render(
      <>
        <section aria-label="feed">
          <ReactionsBar event={note} />
        </section>
        <section aria-label="post">
          <ReactionsBar event={note} standalone />
        </section>
      </>,
    );
    await settle();
    const feed = () => within(screen.getByRole('region', { name: 'feed' }));
    const post = () => within(screen.getByRole('region', { name: 'post' }));
    expect(feed().getByRole('button', { name: '1 reaction' })).toBeTruthy();

    act(() => settings.updateGroup('content', { showLikes: false }));
    expect(feed().queryByRole('button', { name: '1 reaction' })).toBeNull(); // the like count goes, the like button stays
    expect(feed().getByRole('button', { name: 'Like' })).toBeTruthy();
    expect(feed().getByRole('button', { name: '2 replies' })).toBeTruthy();

    act(() => settings.updateGroup('content', { showReactionCounts: false }));
    expect(feed().queryByRole('button', { name: '2 replies' })).toBeNull();
    expect(post().getByRole('button', { name: '2 replies' })).toBeTruthy();
    act(() => settings.updateGroup('content', { showReactionCountsInStandalone: false }));
    expect(post().queryByRole('button', { name: '2 replies' })).toBeNull();

    act(() => settings.updateGroup('content', { showReactionsBar: false }));
    expect(feed().queryByTestId('reactions-bar')).toBeNull();
    expect(post().getByTestId('reactions-bar')).toBeTruthy();
    act(() => settings.updateGroup('content', { hideReactionsBarInStandalone: true }));
    expect(post().queryByTestId('reactions-bar')).toBeNull();
    act(() => settings.updateGroup('content', { showReactionsBar: true, hideReactionsBarInStandalone: false }));
    expect(feed().getByTestId('reactions-bar')).toBeTruthy();
    expect(post().getByTestId('reactions-bar')).toBeTruthy();
  });

  it('shows the zaps bar on the standalone note only, until hideZapsBarInStandalone; a zapper opens the zaps tab', async () => {
    const { settings, summary$ } = installActionsCore({ me: ME });
    const zap = (pubkey: string, amount: number) => ({ id: pubkey + amount, pubkey, amount, comment: '', created_at: 1 });
    summary$.next({ likes: [], reposts: [], zaps: [zap(AUTHOR, 21), zap(ME, 500), zap(AUTHOR, 100)], zapTotal: 621, replies: 0 });
    render(
      <>
        <ReactionsBar event={note} />
        <ReactionsBar event={note} standalone />
      </>,
    );
    await settle();
    const bar = screen.getByRole('list', { name: 'Zaps' });
    expect(screen.getAllByTestId('zaps-bar')).toHaveLength(1);
    expect(within(bar).getAllByRole('button').map((chip) => chip.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/zapped 500 bits$/),
      expect.stringMatching(/zapped 121 bits$/),
    ]);
    fireEvent.click(within(bar).getAllByRole('button')[0]);
    expect(screen.getByRole('tab', { name: 'Zaps' }).getAttribute('aria-selected')).toBe('true');

    act(() => settings.updateGroup('content', { hideZapsBarInStandalone: true }));
    expect(screen.queryByTestId('zaps-bar')).toBeNull();
  });
});
