import type { Observable } from 'rxjs'
import type { NostrEvent } from '../nostr-types'
import type { ContentSettings } from '../stores/settings-defaults'
import { isShownByContentSettings } from './content-filter'

/** What a feed's content filtering reads from the core. */
export interface ContentVisibilityDeps {
  /** The content settings, live (core.settings.select('content')); without them every event is shown. */
  content$?: Observable<ContentSettings>
  /** Whether more of the viewer's follows mute the author than follow them; without it nobody is hidden for it. */
  mutedMoreThanFollowed?: (pubkey: string) => Promise<boolean>
}

/** A feed's live view of the content settings: which events they hide now. */
export interface ContentVisibility {
  /** Whether the event is shown now; an author not yet checked counts as shown until the graph answers. */
  shows(event: NostrEvent): boolean
  /** Resolves once the author's muted-versus-followed answer is known (at once when that setting is off). */
  checked(pubkey: string): Promise<void>
  dispose(): void
}

/**
 * Applies the content settings as they change: `changed` runs when a setting changes, and when an author turns out
 * to be muted more than followed. Each author's answer is asked once and kept for the feed's lifetime.
 */
export function createContentVisibility(deps: ContentVisibilityDeps, changed: () => void): ContentVisibility {
  let content: ContentSettings | undefined
  const answers = new Map<string, boolean>()
  const asked = new Map<string, Promise<void>>()
  const hidesMuted = () => Boolean(content?.hidePostsByMutedMoreThanFollowed && deps.mutedMoreThanFollowed)

  function ask(pubkey: string): Promise<void> {
    let answer = asked.get(pubkey)
    if (!answer) {
      answer = deps.mutedMoreThanFollowed!(pubkey).then(
        (hidden) => {
          answers.set(pubkey, hidden)
          if (hidden) changed()
        },
        () => void answers.set(pubkey, false),
      )
      asked.set(pubkey, answer)
    }
    return answer
  }

  // A store's select emits its current value at once: only later values are changes.
  const subscription = deps.content$?.subscribe((next) => {
    const first = content === undefined
    content = next
    if (!first) changed()
  })

  return {
    shows(event) {
      if (!content) return true
      if (!isShownByContentSettings(event, content)) return false
      if (!hidesMuted()) return true
      const answer = answers.get(event.pubkey)
      if (answer === undefined) void ask(event.pubkey)
      return answer !== true
    },
    checked: (pubkey) => (hidesMuted() ? ask(pubkey) : Promise.resolve()),
    dispose: () => subscription?.unsubscribe(),
  }
}
