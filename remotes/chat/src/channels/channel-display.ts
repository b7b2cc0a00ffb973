import type { Channel } from '@app/core/chat';
import { safeHttpUrl } from '@app/ui/nostr';

/** What a channel without a name is called. */
export const UNNAMED_CHANNEL = 'Unnamed channel';

/** The in-app path of a channel (`/chats/{id}`, beside the private chats). */
export const channelPath = (channelId: string) => `/chats/${channelId}`;

/** A channel's name to show (its metadata is untrusted: render it as text only). */
export const channelName = (channel: Pick<Channel, 'name'>) => channel.name.trim() || UNNAMED_CHANNEL;

/** A channel's picture when it is an http(s) URL; null for anything else (javascript:, data:, relative…). */
export const channelPictureUrl = (channel: Pick<Channel, 'picture'>) => safeHttpUrl(channel.picture);

/** The first non-empty line of a text (a reply's quote). */
export const firstLine = (text: string) => text.split('\n').find((line) => line.trim() !== '')?.trim() ?? '';

/** Whether `url` is empty or an http(s) URL (the form's picture check). */
export const isHttpUrlOrEmpty = (url: string) => url.trim() === '' || safeHttpUrl(url) !== null;
