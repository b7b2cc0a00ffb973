import { defaultSettings, setCore, type Core, type NostrEvent, type Settings } from '@app/core';
import { BehaviorSubject, distinctUntilChanged, map, of } from 'rxjs';
import { vi } from 'vitest';
import { EMPTY_SUMMARY, type ReactionSummary } from '../reactions/noteActionsContract';

/** The relay the test core says every event and profile was seen on. */
export const SEEN_ON = 'wss://seen.example/';

/** Settings held in memory: the default values, changed group by group like the core's store. */
function memorySettings() {
  const state$ = new BehaviorSubject<Settings>(defaultSettings());
  return {
    get: () => state$.value,
    select: <K extends keyof Settings>(group: K) => state$.pipe(map((state) => state[group]), distinctUntilChanged()),
    updateGroup: <K extends keyof Settings>(group: K, partial: Partial<Settings[K]>) =>
      state$.next({ ...state$.value, [group]: { ...state$.value[group], ...partial } }),
  };
}

/** A core whose note actions, social service and bus are spies, with settings in memory (tests only). */
export function installActionsCore({ me = null as string | null, following = false } = {}) {
  const summary$ = new BehaviorSubject<ReactionSummary>(EMPTY_SUMMARY);
  const signed = (kind: number) => async () => ({ kind }) as NostrEvent;
  const actions = {
    summary$: vi.fn(() => summary$),
    react: vi.fn(signed(7)),
    repost: vi.fn(signed(6)),
    undoRepost: vi.fn(signed(5)),
    requestDeletion: vi.fn(signed(5)),
    report: vi.fn(signed(1984)),
    rebroadcast: vi.fn(async () => {}),
    dispose: vi.fn(),
  };
  const social = {
    isFollowing$: () => of(following),
    mute: vi.fn(signed(10000)),
    unmute: vi.fn(signed(10000)),
  };
  const bus = { publish: vi.fn() };
  const profiles = { profile$: () => of(undefined), get: () => undefined };
  const names = { verify: async () => false };
  const linkHints = { forEvent: vi.fn(async () => [SEEN_ON]), forProfile: vi.fn(async () => [SEEN_ON]) };
  const pool = { eventRelays: vi.fn(() => [SEEN_ON]) };
  const settings = memorySettings();
  const session$ = new BehaviorSubject(me ? { pubkey: me, method: 'nsec', locked: false } : null);
  setCore({ session$, actions, social, bus, profiles, names, linkHints, pool, settings } as unknown as Core);
  return { actions, social, bus, summary$, linkHints, settings };
}
