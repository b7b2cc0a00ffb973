import { BehaviorSubject, combineLatest, distinctUntilChanged, firstValueFrom, from, map, of, scan, shareReplay, startWith, switchMap, type Observable } from 'rxjs'
import type { NostrEvent } from '../../nostr-types'
import type { RelayPool } from '../../relay/pool/pool-types'
import type { EventTemplate } from '../../signers'
import { channelContent, channelMessageOf, channelOf, moderationOf } from './channel-events'
import { CHANNEL_KINDS, PUBLIC_CHATS_KIND, type Channel, type ChannelMessage, type ChannelMetadata, type ChannelService } from './channel-types'

/** Messages of a channel asked for when it opens (older ones are not paged in yet). */
export const CHANNEL_MESSAGE_LIMIT = 200
export const CHANNEL_TEXTS = { notCreator: 'Only the channel’s creator can edit it', signIn: 'Signer required' } as const

export interface ChannelServiceDeps {
  pool: Pick<RelayPool, 'req' | 'query' | 'broadcast'>
  sign(template: EventTemplate): Promise<NostrEvent>
  me$: Observable<string | null>
  mutes$: Observable<string[]>
  nowSeconds?: () => number
}

const eventsOf = (message: { type: string; event?: NostrEvent }) => (message.type === 'event' && message.event ? [message.event] : [])

export function createChannelService(deps: ChannelServiceDeps): ChannelService {
  const now = deps.nowSeconds ?? (() => Math.floor(Date.now() / 1000))
  const me$ = deps.me$.pipe(distinctUntilChanged(), shareReplay({ bufferSize: 1, refCount: false }))
  const signedIn = async () => {
    const me = await firstValueFrom(me$)
    if (!me) throw new Error(CHANNEL_TEXTS.signIn)
    return me
  }
  const publish = async (template: Omit<EventTemplate, 'created_at'>) => {
    const event = await deps.sign({ ...template, created_at: now() })
    await deps.pool.broadcast(event).done
    return event
  }
  const channels = async (ids: string[]): Promise<Channel[]> => {
    if (!ids.length) return []
    const events = await deps.pool.query([{ ids, kinds: [CHANNEL_KINDS.create] }, { kinds: [CHANNEL_KINDS.metadata], '#e': ids }])
    const edits = events.filter((event) => event.kind === CHANNEL_KINDS.metadata)
    return ids.map((id) => events.find((event) => event.id === id)).flatMap((creation) => (creation ? [channelOf(creation, edits)].filter((c): c is Channel => c !== null) : []))
  }

  // The user's kind 10005: read once per sign-in, then replaced by what join/leave publish.
  const joinedList = new BehaviorSubject<NostrEvent | null>(null)
  const joinedListRead$ = me$.pipe(switchMap((me) => (me ? from(deps.pool.query([{ kinds: [PUBLIC_CHATS_KIND], authors: [me], limit: 1 }])) : of([]))), map((events) => events[0] ?? null))
  const joinedEvent$ = me$.pipe(
    switchMap(() => combineLatest([joinedListRead$.pipe(startWith(null)), joinedList]).pipe(map(([read, written]) => ([read, written].filter(Boolean) as NostrEvent[]).sort((a, b) => b.created_at - a.created_at)[0] ?? null))),
    shareReplay({ bufferSize: 1, refCount: true }),
  )
  const joinedIds = (event: NostrEvent | null) => (event?.tags ?? []).filter((tag) => tag[0] === 'e' && /^[0-9a-f]{64}$/.test(tag[1] ?? '')).map((tag) => tag[1])

  async function editJoined(edit: (ids: string[]) => string[]) {
    await signedIn()
    const current = await firstValueFrom(joinedEvent$)
    const others = (current?.tags ?? []).filter((tag) => tag[0] !== 'e')
    const ids = edit(joinedIds(current))
    joinedList.next(await publish({ kind: PUBLIC_CHATS_KIND, content: current?.content ?? '', tags: [...others, ...ids.map((id) => ['e', id])] }))
  }

  const moderation$ = me$.pipe(
    switchMap((me) => (me ? deps.pool.req([{ kinds: [CHANNEL_KINDS.hide, CHANNEL_KINDS.mute], authors: [me] }], { closeOnEose: false }).pipe(map(eventsOf), scan((all, events) => [...all, ...events], [] as NostrEvent[]), startWith([] as NostrEvent[]), map((events) => moderationOf(events, me))) : of({ hidden: new Set<string>(), muted: new Set<string>() }))),
    shareReplay({ bufferSize: 1, refCount: true }),
  )
  const ownModeration = new BehaviorSubject<NostrEvent[]>([])

  return {
    joined$: joinedEvent$.pipe(switchMap((event) => from(channels(joinedIds(event).reverse())))),
    discover: async (limit = 50) => {
      const creations = await deps.pool.query([{ kinds: [CHANNEL_KINDS.create], limit }])
      return creations.map((event) => channelOf(event)).filter((channel): channel is Channel => channel !== null)
    },
    channel$: (id) => from(channels([id])).pipe(map((found) => found[0] ?? null)),
    messages$: (id) =>
      combineLatest([
        deps.pool.req([{ kinds: [CHANNEL_KINDS.message], '#e': [id], limit: CHANNEL_MESSAGE_LIMIT }], { closeOnEose: false }).pipe(
          map(eventsOf),
          scan((all, events) => [...all, ...events.map(channelMessageOf).filter((message): message is ChannelMessage => message?.channelId === id)], [] as ChannelMessage[]),
          startWith([] as ChannelMessage[]),
        ),
        moderation$,
        combineLatest([ownModeration, me$]).pipe(map(([events, me]) => moderationOf(events, me ?? ''))),
        deps.mutes$.pipe(startWith([] as string[])),
      ]).pipe(
        map(([messages, read, own, mutes]) =>
          messages
            .filter((message) => !read.hidden.has(message.id) && !own.hidden.has(message.id) && !read.muted.has(message.author) && !own.muted.has(message.author) && !mutes.includes(message.author))
            .sort((a, b) => a.createdAt - b.createdAt),
        ),
      ),
    async create(metadata) {
      await signedIn()
      const event = await publish({ kind: CHANNEL_KINDS.create, content: channelContent(metadata), tags: [] })
      await editJoined((ids) => [...ids.filter((id) => id !== event.id), event.id])
      return event.id
    },
    async editMetadata(id, metadata) {
      const me = await signedIn()
      const [channel] = await channels([id])
      if (channel?.creator !== me) throw new Error(CHANNEL_TEXTS.notCreator)
      await publish({ kind: CHANNEL_KINDS.metadata, content: channelContent(metadata), tags: [['e', id, '', 'root']] })
    },
    async post(id, content, replyTo) {
      await signedIn()
      const tags = [['e', id, '', 'root'], ...(replyTo ? [['e', replyTo.id, '', 'reply'], ['p', replyTo.author]] : [])]
      await publish({ kind: CHANNEL_KINDS.message, content, tags })
    },
    async hideMessage(messageId, reason = '') {
      await signedIn()
      ownModeration.next([...ownModeration.value, await publish({ kind: CHANNEL_KINDS.hide, content: JSON.stringify({ reason }), tags: [['e', messageId]] })])
    },
    async muteUser(pubkey, reason = '') {
      await signedIn()
      ownModeration.next([...ownModeration.value, await publish({ kind: CHANNEL_KINDS.mute, content: JSON.stringify({ reason }), tags: [['p', pubkey]] })])
    },
    join: (id) => editJoined((ids) => [...ids.filter((joined) => joined !== id), id]),
    leave: (id) => editJoined((ids) => ids.filter((joined) => joined !== id)),
  }
}

export type { Channel, ChannelMetadata }
