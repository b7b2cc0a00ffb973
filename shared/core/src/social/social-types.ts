import type { Observable } from 'rxjs'
import type { NostrEvent } from '../nostr-types'

/** Profile fields the edit form writes (spec 1 §3 Profile); unknown fields of the stored kind 0 are kept. */
export type ProfileFields = Partial<Record<'name' | 'display_name' | 'picture' | 'banner' | 'website' | 'lud16' | 'nip05' | 'about', string>>

/**
 * The signed-in user's follow list (kind 3) and mute list (kind 10000), and the actions that change them.
 * Every change publishes a new list built from the newest one on the relays, keeping every other tag and the content.
 */
export interface SocialService {
  /** p tags of the signed-in user's newest kind 3; [] when logged out or unknown. */
  readonly follows$: Observable<string[]>
  /** p tags of the signed-in user's newest kind 10000; [] when logged out or unknown. */
  readonly mutes$: Observable<string[]>
  isFollowing$(pubkey: string): Observable<boolean>
  isMuted$(pubkey: string): Observable<boolean>
  /** True when `pubkey`'s newest kind 3 names the signed-in user ('Follows you'). */
  followsYou$(pubkey: string): Observable<boolean>
  /** Anyone's follows (p tags of their newest kind 3); undefined while loading. */
  followsOf$(pubkey: string): Observable<string[] | undefined>
  follow(pubkey: string): Promise<NostrEvent>
  unfollow(pubkey: string): Promise<NostrEvent>
  /** Removes the follow first when followed (spec 2 §4 Mute), then publishes the mute list. */
  mute(pubkey: string): Promise<NostrEvent>
  unmute(pubkey: string): Promise<NostrEvent>
  /** The signed-in user's newest kind 0 content as an object (unknown fields included); {} when none. */
  ownProfileFields(): Promise<Record<string, unknown>>
  /** Publishes a kind 0: `fields` over the newest content; an empty string removes that field; unknown fields kept. */
  updateProfile(fields: ProfileFields): Promise<NostrEvent>
  dispose(): void
}

/** Spec 2 §5 and §8 texts. */
export const SOCIAL_ERRORS = {
  emptyPubkey: 'Invalid pubkey: cannot be empty or whitespace',
  noUser: 'Invalid user key: user not properly initialized',
  muteListFailed: 'Error updating mute list. Please try again.',
} as const
