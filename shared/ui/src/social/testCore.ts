import { setCore, type Core, type NostrEvent, type Profile } from '@app/core';
import { BehaviorSubject, map, of, type Observable } from 'rxjs';
import { vi } from 'vitest';

/** What the fake core knows (tests only). */
export interface TestCoreState {
  me?: string | null;
  follows?: string[];
  mutes?: string[];
  followsOf?: Record<string, string[]>;
  followersOfMe?: string[];
  distances?: Record<string, number>;
  followedBy?: Record<string, string[]>;
  mutedBy?: Record<string, string[]>;
  profiles?: Record<string, Profile>;
}

const SIGNED = {} as NostrEvent;

/**
 * Installs a core whose social service and graph answer from plain subjects; follow/unfollow/mute/unmute are spies
 * that update the lists when they resolve (override them to fail or hang).
 */
export function installTestCore(state: TestCoreState = {}) {
  const session$ = new BehaviorSubject(state.me ? { pubkey: state.me, method: 'nsec', locked: false } : null);
  const follows$ = new BehaviorSubject(state.follows ?? []);
  const mutes$ = new BehaviorSubject(state.mutes ?? []);
  const listOf = (pubkey: string): Observable<string[] | undefined> =>
    pubkey === state.me ? follows$ : of(state.followsOf?.[pubkey]);
  const edit = (subject: BehaviorSubject<string[]>, change: (list: string[], pubkey: string) => string[]) =>
    vi.fn(async (pubkey: string) => {
      subject.next(change(subject.value, pubkey));
      return SIGNED;
    });
  const add = (list: string[], pubkey: string) => [...list, pubkey];
  const remove = (list: string[], pubkey: string) => list.filter((entry) => entry !== pubkey);
  const social = {
    follows$,
    mutes$,
    isFollowing$: (pubkey: string) => follows$.pipe(map((list) => list.includes(pubkey))),
    isMuted$: (pubkey: string) => mutes$.pipe(map((list) => list.includes(pubkey))),
    followsYou$: (pubkey: string) => of(state.followersOfMe?.includes(pubkey) ?? false),
    followsOf$: listOf,
    follow: edit(follows$, add),
    unfollow: edit(follows$, remove),
    mute: edit(mutes$, add),
    unmute: edit(mutes$, remove),
  };
  const graph = {
    followDistance$: (pubkey: string) => of(state.distances?.[pubkey] ?? 1000),
    followedBy$: (pubkey: string) => of(state.followedBy?.[pubkey] ?? []),
    mutedBy$: (pubkey: string) => of(state.mutedBy?.[pubkey] ?? []),
  };
  const profiles = {
    profile$: (pubkey: string) => of(state.profiles?.[pubkey]),
    get: (pubkey: string) => state.profiles?.[pubkey],
  };
  const names = { verify: async () => false, lookup: async () => null };
  const bus = { publish: vi.fn() };
  const core = { session$, social, graph: async () => graph, profiles, names, bus };
  setCore(core as unknown as Core);
  return { session$, follows$, mutes$, social, bus };
}
