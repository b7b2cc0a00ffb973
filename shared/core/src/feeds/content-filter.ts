import { combineLatest, firstValueFrom, map } from 'rxjs'
import type { SocialGraphStore } from '../graph/social-graph-store'
import type { NostrEvent } from '../nostr-types'
import type { ContentSettings } from '../stores/settings-defaults'
import { KIND_COMMENT, KIND_GENERIC_REPOST, KIND_NOTE, KIND_REACTION, KIND_REPOST, KIND_ZAP_RECEIPT } from './feed-constants'

/** NIP-10: a note with an e tag that is not a mere mention (marked reply/root, or unmarked positional). */
export function isReply(event: NostrEvent): boolean {
  if (event.kind !== KIND_NOTE) return false
  return event.tags.some((tag) => tag[0] === 'e' && tag[3] !== 'mention')
}

/** The content settings that decide which events the feeds and the notifications list show. */
export type ContentToggles = Pick<ContentSettings, 'showLikes' | 'showReposts' | 'showReplies' | 'showZaps'>

/** Whether the content settings let an event into a feed or the notifications list (any other kind is shown). */
export function isShownByContentSettings(event: NostrEvent, content: ContentToggles): boolean {
  switch (event.kind) {
    case KIND_REACTION:
      return content.showLikes // off: like/reaction items and reaction notifications are hidden
    case KIND_REPOST:
    case KIND_GENERIC_REPOST:
      return content.showReposts // off: repost items and repost notifications are hidden
    case KIND_ZAP_RECEIPT:
      return content.showZaps // off: zap items and zap notifications are hidden
    case KIND_COMMENT:
      return content.showReplies // off: comments, like kind-1 replies
    default:
      return content.showReplies || !isReply(event) // off: reply notes and reply notifications are hidden
  }
}

/** How many of the viewer's follows mute an author, and how many follow them. */
export interface AuthorStanding {
  mutedByFollows: number
  followedByFollows: number
}

/** hidePostsByMutedMoreThanFollowed: more of the viewer's follows mute the author than follow them. */
export function isMutedMoreThanFollowed(standing: AuthorStanding): boolean {
  return standing.mutedByFollows > standing.followedByFollows
}

/** The author's standing among the viewer's follows, from one lookup of the social graph. */
export function authorStanding(graph: Pick<SocialGraphStore, 'followedBy$' | 'mutedByFollowsCount$'>, pubkey: string): Promise<AuthorStanding> {
  return firstValueFrom(
    combineLatest({
      mutedByFollows: graph.mutedByFollowsCount$(pubkey),
      followedByFollows: graph.followedBy$(pubkey).pipe(map((followers) => followers.length)),
    }),
  )
}
