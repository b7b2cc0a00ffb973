import { useMemo } from 'react';
import { catchError, combineLatest, EMPTY, from, of, switchMap, type Observable } from 'rxjs';
import type { Core, SocialGraphStore, SocialService } from '@app/core';
import { useCore, useObservable } from '@app/ui';


/** The social graph's value for a key (the graph loads on first use); `initial` until it answers. */
export function graphValue$<T>(core: Core, pick: (graph: SocialGraphStore) => Observable<T>): Observable<T> {
  return from(core.graph()).pipe(
    switchMap(pick),
    catchError((error: unknown) => {
      console.warn('Social graph unavailable', error);
      return EMPTY;
    }),
  );
}

/** Reads `pick(graph, pubkey)`; pass a module-level `pick` (it is not a dependency). */
export function useGraphValue<T>(pubkey: string, pick: (graph: SocialGraphStore, pubkey: string) => Observable<T>, initial: T): T {
  const core = useCore();
  const value$ = useMemo(() => graphValue$(core, (graph) => pick(graph, pubkey)), [core, pubkey]);
  return useObservable(value$, initial);
}

/** Reads `pick(core.social, pubkey)`; pass a module-level `pick` (it is not a dependency). */
export function useSocialValue<T>(pubkey: string, pick: (social: SocialService, pubkey: string) => Observable<T>, initial: T): T {
  const core = useCore();
  const value$ = useMemo(() => pick(core.social, pubkey), [core, pubkey]);
  return useObservable(value$, initial);
}

export const followDistanceOf = (graph: SocialGraphStore, pubkey: string) => graph.followDistance$(pubkey);
export const followedByOf = (graph: SocialGraphStore, pubkey: string) => graph.followedBy$(pubkey);
export const mutedByOf = (graph: SocialGraphStore, pubkey: string) => graph.mutedBy$(pubkey);
export const isFollowingOf = (social: SocialService, pubkey: string) => social.isFollowing$(pubkey);
export const isMutedOf = (social: SocialService, pubkey: string) => social.isMuted$(pubkey);
export const followsYouOf = (social: SocialService, pubkey: string) => social.followsYou$(pubkey);
export const followsListOf = (social: SocialService, pubkey: string) => social.followsOf$(pubkey);

/** The follow distances of several users, in order ([] for none). */
export function distancesOf(graph: SocialGraphStore, pubkeys: string[]): Observable<number[]> {
  return pubkeys.length === 0 ? of([]) : combineLatest(pubkeys.map((pubkey) => graph.followDistance$(pubkey)));
}
