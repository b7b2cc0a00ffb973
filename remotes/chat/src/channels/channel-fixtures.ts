import type { Channel, ChannelMessage } from '@app/core/chat';
import { ALICE, BOB, CAROL, DANA, LAYLA, ME } from '../stories/chat-people';
import { randomEventId, type FakeChannelOptions } from './fake-channel-service';

/** Seconds `minutes` before the stories loaded. */
const minutesAgo = (minutes: number) => Math.floor(Date.now() / 1000) - minutes * 60;

const channel = (creator: string, name: string, about: string, picture = '', days = 30): Channel => ({ id: randomEventId(), creator, createdAt: minutesAgo(days * 24 * 60), name, about, picture });

/** A channel the story user (ME) created. */
export const NOSTR_DEVS = channel(ME, 'Nostr Devs', 'Building clients, relays and NIPs together. Be kind, share code.', 'https://images.example.com/channels/nostr-devs.png');
/** A channel Alice created, with a long about. */
export const BITCOIN_BERLIN = channel(ALICE, 'Bitcoin Meetup Berlin', `Monthly meetups in Berlin. ${'Talks, beers and sats. '.repeat(12)}`.trim());
/** A channel named and described in Arabic. */
export const ARABIC_CAFE = channel(LAYLA, 'مقهى نوستر', 'مكان للحديث عن نوستر بالعربية');
/** A channel whose metadata tries to inject HTML and a script URL. */
export const HOSTILE_CHANNEL = channel(DANA, '<img src=x onerror=alert(1)>', '<script>alert(1)</script><b>bold?</b>', 'javascript:alert(1)');

/** A 2,000-character word (no place to break it but anywhere). */
export const LONG_WORD = 'Pneumonoultramicroscopic'.repeat(84).slice(0, 2000);
/** Arabic: right to left. */
export const ARABIC_TEXT = 'مرحبا بالجميع! متى اللقاء القادم؟';
/** Hebrew: right to left. */
export const HEBREW_TEXT = 'שלום לכולם, מה חדש בערוץ?';

const message = (channelId: string, author: string, content: string, minutes: number, replyTo?: string): ChannelMessage => ({
  id: randomEventId(),
  channelId,
  author,
  content,
  createdAt: minutesAgo(minutes),
  ...(replyTo && { replyTo }),
});

/** The first message of Nostr Devs (Carol answers it). */
export const OUTBOX_QUESTION = message(NOSTR_DEVS.id, ALICE, 'Has anyone tried the outbox model yet?\nI wonder how it scales.', 30);
/** Nostr Devs: Alice asks, Bob and the user answer, Carol replies to Alice (listed out of order: the view sorts). */
export const NOSTR_DEVS_MESSAGES: ChannelMessage[] = [
  message(NOSTR_DEVS.id, CAROL, 'It scales fine with 20 relays here', 5, OUTBOX_QUESTION.id),
  OUTBOX_QUESTION,
  message(NOSTR_DEVS.id, BOB, 'Yes, our client uses it since spring', 20),
  message(NOSTR_DEVS.id, ME, 'Same here, no complaints', 12),
];

/** The story user, signed in, with the known channels. */
const base: FakeChannelOptions = { me: ME, channels: [NOSTR_DEVS, BITCOIN_BERLIN, ARABIC_CAFE, HOSTILE_CHANNEL] };

/** No channel joined; discover() finds three. */
export const noChannelsJoined = (): FakeChannelOptions => ({ ...base, discover: [BITCOIN_BERLIN, NOSTR_DEVS, ARABIC_CAFE] });

/** Four joined channels, the hostile one among them. */
export const joinedChannels = (): FakeChannelOptions => ({ ...base, joined: [NOSTR_DEVS.id, BITCOIN_BERLIN.id, ARABIC_CAFE.id, HOSTILE_CHANNEL.id] });

/** discover() fails once (no relay answered), then finds channels. */
export const discoverFailsOnce = (): FakeChannelOptions => ({ ...noChannelsJoined(), discoverError: 'No relay answered', discoverFailures: 1 });

/** Nostr Devs (the user's own channel, joined) with four messages, one a reply. */
export const channelWithMessages = (): FakeChannelOptions => ({ ...base, joined: [NOSTR_DEVS.id], messages: { [NOSTR_DEVS.id]: NOSTR_DEVS_MESSAGES } });

/** Alice's Berlin channel, not joined (the user is not its creator), with a message by Alice. */
export const othersChannel = (): FakeChannelOptions => ({ ...base, messages: { [BITCOIN_BERLIN.id]: [message(BITCOIN_BERLIN.id, ALICE, 'Next meetup on Thursday at 7pm', 60)] } });

/** The hostile channel, with a message that is HTML too. */
export const hostileChannel = (): FakeChannelOptions => ({ ...base, messages: { [HOSTILE_CHANNEL.id]: [message(HOSTILE_CHANNEL.id, DANA, '<img src=x onerror=alert(2)> hi', 3)] } });

/** The Arabic channel: a 2,000-character word, Arabic and Hebrew. */
export const longAndRtlMessages = (): FakeChannelOptions => ({
  ...base,
  messages: { [ARABIC_CAFE.id]: [message(ARABIC_CAFE.id, ALICE, LONG_WORD, 9), message(ARABIC_CAFE.id, LAYLA, ARABIC_TEXT, 6), message(ARABIC_CAFE.id, ME, HEBREW_TEXT, 2)] },
});

/** Nostr Devs where every post fails. */
export const postFails = (): FakeChannelOptions => ({ ...channelWithMessages(), postError: 'No relay accepted the message' });
