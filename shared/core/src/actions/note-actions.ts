import { BehaviorSubject, type Observable } from 'rxjs'
import { LINK_RELAY_HINTS, pickRelayHints } from '../links/relay-hints'
import type { LinkHints } from '../links/link-hints'
import type { NostrEvent } from '../nostr-types'
import { nowInSeconds, systemClock, type Clock } from '../policies/clock'
import type { RelayPool } from '../relay/pool/pool-types'
import type { CurrentUser, EventTemplate } from '../signers'
import { deletionTemplate, isReportReason, repostDeletionTemplate, reactionTemplate, repostTemplate, reportTemplate } from './action-templates'
import { ACTION_ERRORS, type NoteActions } from './action-types'
import { createReactionCounts, type ReactionCountsDeps } from './reaction-counts'

export interface NoteActionsDeps {
  pool: Pick<RelayPool, 'publish' | 'broadcast' | 'req' | 'eventRelays'>
  session$: Observable<CurrentUser | null>
  sign(template: EventTemplate): Promise<NostrEvent>
  clock?: Clock
  /** Where a note can be found, for the relay hints of reactions and reposts (default: the relays the pool saw it on). */
  hints?: Pick<LinkHints, 'forEvent'>
  /** The relays the event will go to; the first is the hint of last resort (NIP-18: a repost's `e` MUST name a relay). */
  defaultRelays?: () => readonly string[]
  /** Whether a zap receipt counts towards a note's zaps. */
  verifyZap?: ReactionCountsDeps['verifyZap']
}

/** Reactions, reposts, deletion requests, reports and rebroadcasts of notes, signed by the signed-in user. */
export function createNoteActions(deps: NoteActionsDeps): NoteActions {
  const clock = deps.clock ?? systemClock
  const counts = createReactionCounts({ pool: deps.pool, clock, verifyZap: deps.verifyZap })
  const hints = deps.hints ?? { forEvent: async (note: Pick<NostrEvent, 'id'>) => pickRelayHints(deps.pool.eventRelays(note.id), LINK_RELAY_HINTS) }
  const seenOn = async (note: NostrEvent): Promise<string | undefined> => (await hints.forEvent(note).catch(() => []))[0]
  const relayOf = async (note: NostrEvent) => (await seenOn(note)) ?? deps.defaultRelays?.()[0] ?? ''
  const me$ = new BehaviorSubject<string | null>(null)
  const session = deps.session$.subscribe((user) => me$.next(user?.pubkey ?? null))

  const requireMe = () => {
    if (!me$.value) throw new Error(ACTION_ERRORS.noUser)
    return me$.value
  }

  /** Signs and publishes; below the quorum the pool keeps the event and sends it again later. */
  async function publish(build: (now: number) => EventTemplate | Promise<EventTemplate>, countNow = false): Promise<NostrEvent> {
    requireMe()
    const event = await deps.sign(await build(nowInSeconds(clock)))
    if (countNow) counts.ingest(event)
    await deps.pool.publish(event)
    return event
  }

  return {
    react: (note, choice) => publish(async (now) => reactionTemplate(note, choice, now, await relayOf(note)), true),
    async repost(note) {
      const seen = await seenOn(note)
      const relay = seen ?? deps.defaultRelays?.()[0] ?? ''
      // Seen on no relay we know of: the note goes to the relay its repost names, so the hint holds.
      if (!seen && relay) await deps.pool.publish(note, { relays: [relay] })
      return publish((now) => repostTemplate(note, now, relay), true)
    },
    async undoRepost(note) {
      const me = requireMe()
      const mine = counts.current(note.id).reposts.find((repost) => repost.pubkey === me)
      if (!mine) throw new Error(ACTION_ERRORS.noRepost)
      const deletion = await publish((now) => repostDeletionTemplate(mine, now))
      counts.forgetRepost(note.id, mine.id)
      return deletion
    },
    async requestDeletion(note) {
      if (requireMe() !== note.pubkey) throw new Error(ACTION_ERRORS.notOwner)
      return publish((now) => deletionTemplate(note, now))
    },
    async report(input) {
      if (!input.pubkey?.trim()) throw new Error(ACTION_ERRORS.invalidPubkey)
      if (!isReportReason(input.reason)) throw new Error(ACTION_ERRORS.invalidReason)
      return publish((now) => reportTemplate(input, now))
    },
    async rebroadcast(note) {
      await deps.pool.broadcast(note).done
    },
    summary$: (noteId) => counts.summary$(noteId),
    addPendingZap: (noteId, zap) => counts.addPendingZap(noteId, zap),
    dispose() {
      session.unsubscribe()
      counts.dispose()
    },
  }
}
