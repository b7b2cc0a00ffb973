import type { FeedConfig, FeedEngine, FeedViewState, NostrEvent } from '@app/core';
import { renderHook } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { useFeedEngine } from './useFeedEngine';

const note = (n: number) => ({ id: String(n).padStart(64, '0'), pubkey: 'a'.repeat(64), created_at: 1_700_000_000 + n, kind: 1, tags: [], content: `note ${n}`, sig: 'b'.repeat(128) }) as NostrEvent;
const viewOf = (events: NostrEvent[]): FeedViewState => ({ events, newEventsCount: 0, unknownUsersCount: 0, initialLoadDone: true, hasMore: true });
const POPULAR: FeedConfig = { id: 'popular', name: 'Popular', feedStrategy: 'popular', showRepliedTo: true, displayAs: 'list' };
const LATEST: FeedConfig = { id: 'latest', name: 'Latest', filter: { kinds: [1], limit: 100 }, followDistance: 1, showRepliedTo: true, displayAs: 'list' };

function fakeEngine(state: FeedViewState) {
  const state$ = new BehaviorSubject(state);
  let disposed = false;
  const engine: FeedEngine = { state$, loadMore() {}, showNewEvents() {}, showUnknownUsers() {}, refresh() {}, dispose: () => void (disposed = true) };
  return { engine, state$, isDisposed: () => disposed };
}

describe('useFeedEngine', () => {
  it('keeps a prepared feed on screen while its engine is claimed: no render without its events', () => {
    // Home's feed started ahead of the page (with last visit's first page) and is claimed in an effect.
    // As the core's prepared engines: peeking shows its state until it is claimed, then there is nothing to peek.
    let prepared: ReturnType<typeof fakeEngine> | undefined = fakeEngine(viewOf([note(1), note(2), note(3)]));
    const claim = () => {
      const { engine } = prepared!;
      prepared = undefined;
      return engine;
    };
    const shownCounts: number[] = [];
    const { result } = renderHook(() => {
      const { state } = useFeedEngine(claim, POPULAR, 0, prepared?.state$.getValue());
      shownCounts.push(state.events.length);
      return state;
    });
    expect(result.current.events.map((event) => event.content)).toEqual(['note 1', 'note 2', 'note 3']);
    expect(prepared).toBeUndefined(); // claimed
    expect(shownCounts.every((count) => count === 3)).toBe(true);
  });

  it('follows the running engine, and starts a new one from its own state when the config changes', () => {
    const popular = fakeEngine(viewOf([note(1)]));
    const latest = fakeEngine(viewOf([note(7), note(8)]));
    const engines: Record<string, ReturnType<typeof fakeEngine>> = { popular, latest };
    const { result, rerender } = renderHook(({ config }) => useFeedEngine((c) => engines[c.id].engine, config), { initialProps: { config: POPULAR } });
    expect(result.current.state.events.map((event) => event.content)).toEqual(['note 1']);

    rerender({ config: LATEST });
    expect(popular.isDisposed()).toBe(true);
    expect(result.current.state.events.map((event) => event.content)).toEqual(['note 7', 'note 8']);
  });
});
