// @app/core/chat (spec 1 §3, §4; spec 3 gift wraps): the signed-in user's private messages, loaded by /chats and the
// messages badge only.
export type { ChatFile, ChatMessage, ChatProtocol, ChatService, ChatSession, RelayDelivery, SendOptions } from './chat-types'
export { CHAT_TEXTS } from './chat-types'
export { FILE_ERRORS } from './chat-files'
export { channelsOf, chatOf } from './chat-of'
export type { Channel, ChannelMessage, ChannelMetadata, ChannelService } from './channels/channel-types'
export { CHANNEL_KINDS } from './channels/channel-types'
export { CHANNEL_TEXTS } from './channels/channel-service'
export { readChannelMetadata } from './channels/channel-events'
