import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp as render } from '../testing/renderWithApp';
import { EmojiChoiceView } from './lazyReactions';
import { EMPTY_SUMMARY } from './noteActionsContract';
import { ReactionsBarView, type ReactionsBarViewProps } from './ReactionsBarView';
import { formatCount, namesTooltip } from './reactionRules';
import { sampleSummary } from './storySummaries';

function renderBar(overrides: Partial<ReactionsBarViewProps> = {}) {
  const props: ReactionsBarViewProps = {
    summary: EMPTY_SUMMARY,
    signedIn: true,
    liked: false,
    reposted: false,
    likerNames: [],
    onReply: vi.fn(),
    onShowReplies: vi.fn(),
    onRepost: vi.fn(),
    onUndoRepost: vi.fn(),
    onQuote: vi.fn(),
    onAskSignIn: vi.fn(),
    onReact: vi.fn(),
    onZap: vi.fn(),
    onShare: vi.fn(),
    onShowReactions: vi.fn(),
    ...overrides,
  };
  render(<ReactionsBarView {...props} />);
  return props;
}

const likeButton = () => screen.getByRole('button', { name: /^Like/ });
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

beforeAll(async () => {
  await EmojiChoiceView.preload();
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('like long press', () => {
  it('opens the emoji choice after 500 ms, and the click that ends the press does not like', () => {
    const props = renderBar();
    fireEvent.pointerDown(likeButton(), { clientX: 10, clientY: 10 });
    advance(499);
    expect(screen.queryByRole('menu', { name: 'Choose a reaction' })).toBeNull();
    advance(1);
    expect(screen.getByRole('menu', { name: 'Choose a reaction' })).toBeTruthy();
    fireEvent.pointerUp(likeButton());
    fireEvent.click(likeButton());
    expect(props.onReact).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('menuitem', { name: 'React 🔥' }));
    expect(props.onReact).toHaveBeenCalledWith({ content: '🔥' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('is cancelled by moving more than 15 px, not by a smaller wobble', () => {
    renderBar();
    fireEvent.pointerDown(likeButton(), { clientX: 0, clientY: 0 });
    fireEvent.pointerMove(likeButton(), { clientX: 9, clientY: 12 }); // 15 px exactly: still a press
    advance(500);
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.pointerDown(likeButton(), { clientX: 0, clientY: 0 });
    fireEvent.pointerMove(likeButton(), { clientX: 10, clientY: 12 });
    advance(1000);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('moves through the emoji with the arrow keys, first one focused', () => {
    renderBar();
    fireEvent.pointerDown(likeButton());
    advance(500);
    const items = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1]!, { key: 'End' });
    expect(document.activeElement).toBe(items.at(-1));
    fireEvent.keyDown(items.at(-1)!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(items[0]);
  });

  it('offers the note’s custom emoji and reacts with its shortcode and image', () => {
    const props = renderBar({ customEmoji: [{ shortcode: 'party', url: 'https://e.x/p.png' }] });
    fireEvent.pointerDown(likeButton());
    advance(500);
    fireEvent.click(screen.getByRole('menuitem', { name: 'React :party:' }));
    expect(props.onReact).toHaveBeenCalledWith({ content: ':party:', emoji: { shortcode: 'party', url: 'https://e.x/p.png' } });
  });
});

describe('like is ignored', () => {
  it('when signed out: a click asks the visitor to sign in, a long press does nothing', () => {
    const props = renderBar({ signedIn: false, summary: sampleSummary(3, 2, [21]) });
    fireEvent.click(likeButton());
    expect(props.onAskSignIn).toHaveBeenCalledWith('like');
    fireEvent.click(screen.getByRole('button', { name: 'Repost' }));
    expect(props.onAskSignIn).toHaveBeenLastCalledWith('repost');
    fireEvent.pointerDown(likeButton());
    advance(600);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(props.onReact).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '3 reactions' }).textContent).toBe('3'); // counts stay visible
  });

  it('when already liked', () => {
    const props = renderBar({ liked: true, summary: sampleSummary(1) });
    fireEvent.click(screen.getByRole('button', { name: 'Liked' }));
    expect(props.onReact).not.toHaveBeenCalled();
  });
});

describe('counts and tooltip', () => {
  it('shows 10 names then "+N more" while the count is pointed at', () => {
    const names = Array.from({ length: 12 }, (_, n) => `Person ${n + 1}`);
    renderBar({ summary: sampleSummary(12), likerNames: names });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(screen.getByRole('button', { name: '12 reactions' }));
    expect(screen.getByRole('tooltip').textContent).toBe(`${names.slice(0, 10).join(', ')} +2 more`);
  });

  it('opens the reactions list on the tab of the count clicked', () => {
    const props = renderBar({ summary: sampleSummary(1, 1, [1500]) });
    fireEvent.click(screen.getByRole('button', { name: '1500 bits zapped' }));
    expect(props.onShowReactions).toHaveBeenCalledWith('zaps');
    expect(screen.getByRole('button', { name: '1500 bits zapped' }).textContent).toBe('1.5K');
  });

  it('formats counts and tooltips per the spec', () => {
    expect(namesTooltip(['A', 'B'])).toBe('A, B');
    expect(formatCount(1000)).toBe('1000');
    expect(formatCount(12345)).toBe('12.35K');
    expect(formatCount(2_500_000)).toBe('2.5M');
  });
});
