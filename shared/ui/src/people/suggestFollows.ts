import { DEFAULT_SOCIAL_GRAPH_ROOT, type SocialService } from '@app/core';
import { combineLatest, map, of, startWith, switchMap, type Observable } from 'rxjs';

/** 'Suggested follows' shows at most this many people. */
export const MAX_SUGGESTIONS = 5;
/** Suggestions are drawn from the follow lists of this many of the user's follows. */
export const SUGGESTION_SOURCES = 20;

export interface SuggestionInputs {
  /** The user suggestions are for. */
  me: string;
  /** Whom the user follows already. */
  follows: string[];
  /** Whom the user muted. */
  mutes: string[];
  /** The follow lists of the sources (undefined while loading). */
  sourceLists: (string[] | undefined)[];
  limit?: number;
}

/** People on the sources' lists whom the user neither follows nor muted, most often followed first (ties: first seen). */
export function rankSuggestions({ me, follows, mutes, sourceLists, limit = MAX_SUGGESTIONS }: SuggestionInputs): string[] {
  const excluded = new Set([me, ...follows, ...mutes]);
  const counts = new Map<string, number>();
  for (const list of sourceLists) {
    for (const pubkey of new Set(list ?? [])) {
      if (!excluded.has(pubkey)) counts.set(pubkey, (counts.get(pubkey) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([pubkey]) => pubkey);
}

/** Whose follow lists to draw from: up to 20 follows, or the default graph root for someone who follows nobody. */
export function suggestionSources(follows: string[]): string[] {
  return follows.length > 0 ? follows.slice(0, SUGGESTION_SOURCES) : [DEFAULT_SOCIAL_GRAPH_ROOT];
}

/** Live suggestions for `me`; undefined until the user's follows and at least one source list are known. */
export function followSuggestions$(social: SocialService, me: string): Observable<string[] | undefined> {
  return social.followsOf$(me).pipe(
    switchMap((follows) => {
      if (follows === undefined) return of(undefined);
      const lists$ = suggestionSources(follows).map((source) => social.followsOf$(source).pipe(startWith(undefined)));
      return combineLatest([combineLatest(lists$), social.mutes$.pipe(startWith([] as string[]))]).pipe(
        map(([sourceLists, mutes]) =>
          sourceLists.every((list) => list === undefined) ? undefined : rankSuggestions({ me, follows, mutes, sourceLists }),
        ),
      );
    }),
  );
}
