import type { Observable } from 'rxjs'

/** NIP-28 kinds. */
export const CHANNEL_KINDS = { create: 40, metadata: 41, message: 42, hide: 43, mute: 44 } as const
/** NIP-51 public chats list: the channels a user joined. */
export const PUBLIC_CHATS_KIND = 10005

export interface ChannelMetadata {
  name: string
  about: string
  picture: string
  relays?: string[]
}

/** A public channel (kind 40), with its creator's newest metadata (kind 41) applied. */
export interface Channel extends ChannelMetadata {
  id: string
  creator: string
  createdAt: number
}

/** A kind-42 message in a channel. */
export interface ChannelMessage {
  id: string
  channelId: string
  author: string
  content: string
  createdAt: number
  /** The message this one answers. */
  replyTo?: string
}

/** NIP-28 public channels through the core's pool and signer. */
export interface ChannelService {
  /** The channels the user joined (kind 10005), newest joined first. */
  readonly joined$: Observable<Channel[]>
  /** Recently created channels on the user's relays. */
  discover(limit?: number): Promise<Channel[]>
  channel$(id: string): Observable<Channel | null>
  /** Oldest first, live; without messages the user hid (kind 43) or from users they muted (kind 44 and their mute list). */
  messages$(id: string): Observable<ChannelMessage[]>
  create(metadata: ChannelMetadata): Promise<string>
  /** Only the creator's edits count (NIP-28). */
  editMetadata(id: string, metadata: ChannelMetadata): Promise<void>
  post(id: string, content: string, replyTo?: ChannelMessage): Promise<void>
  hideMessage(messageId: string, reason?: string): Promise<void>
  muteUser(pubkey: string, reason?: string): Promise<void>
  join(id: string): Promise<void>
  leave(id: string): Promise<void>
}
