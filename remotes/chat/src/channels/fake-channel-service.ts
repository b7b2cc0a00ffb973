import { BehaviorSubject, distinctUntilChanged, map, NEVER, type Observable } from 'rxjs';
import { CHANNEL_TEXTS, type Channel, type ChannelMessage, type ChannelMetadata, type ChannelService } from '@app/core/chat';

/** What the fake holds; its observables follow it. */
export interface FakeChannelState {
  /** Every channel the fake knows, by id. */
  channels: Record<string, Channel>;
  /** The user's joined channels' ids, newest joined first. */
  joined: string[];
  /** By channel id, in any order (messages$ sorts them). */
  messages: Record<string, ChannelMessage[]>;
  /** Ids of the messages the user hid. */
  hidden: string[];
  /** Public keys the user muted. */
  muted: string[];
}

/** What a fake starts with and how it behaves. */
export interface FakeChannelOptions {
  /** The signed-in user (their posts' author; edits are theirs only when they created the channel); null: signed out. */
  me?: string | null;
  /** Channels channel$ finds. */
  channels?: Channel[];
  /** Ids of the joined channels (must be among `channels`), newest joined first. */
  joined?: string[];
  /** What discover() finds (by default every channel). */
  discover?: Channel[];
  /** discover() fails with this message… */
  discoverError?: string;
  /** …this many times, then finds (by default it always fails). */
  discoverFailures?: number;
  /** By channel id. */
  messages?: Record<string, ChannelMessage[]>;
  /** post() fails with this message. */
  postError?: string;
  /** The observables never emit (the relays are still being asked). */
  loading?: boolean;
  /** How long every call takes (ms; 50 by default), so spinners show. */
  delayMs?: number;
}

/** A ChannelService whose calls and state a story can read. */
export type FakeChannelService = ChannelService & {
  /** Every call, as `name(json args)` (a reply's target as its id). */
  calls: string[];
  state: BehaviorSubject<FakeChannelState>;
  /** Back to the state it was made with, no calls recorded (each story starts afresh). */
  reset(): void;
};

/** A random 64-hex id, as an event id looks. */
export function randomEventId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * NIP-28 channels in memory for stories and tests: the observables follow one state, the methods record their calls
 * and change the state as the core would (joins, posts, hidden messages and muted users show at once).
 */
export function fakeChannelService(options: FakeChannelOptions = {}): FakeChannelService {
  const { me = null, loading = false, delayMs = 50, discoverError, discoverFailures = Infinity, postError } = options;
  const initial = (): FakeChannelState => ({
    channels: Object.fromEntries((options.channels ?? []).map((channel) => [channel.id, channel])),
    joined: [...(options.joined ?? [])],
    messages: structuredClone(options.messages ?? {}),
    hidden: [],
    muted: [],
  });
  const state = new BehaviorSubject<FakeChannelState>(initial());
  const calls: string[] = [];
  let discoverCalls = 0;
  const wait = () => new Promise((resolve) => setTimeout(resolve, delayMs));
  const update = (change: (value: FakeChannelState) => Partial<FakeChannelState>) => state.next({ ...state.value, ...change(state.value) });
  const select = <T>(pick: (value: FakeChannelState) => T): Observable<T> => (loading ? NEVER : state.pipe(map(pick), distinctUntilChanged()));
  const signedIn = () => {
    if (!me) throw new Error(CHANNEL_TEXTS.signIn);
    return me;
  };
  const record = (name: string, args: unknown[]) => calls.push(`${name}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`);
  const visible = (value: FakeChannelState, id: string) =>
    (value.messages[id] ?? []).filter((message) => !value.hidden.includes(message.id) && !value.muted.includes(message.author)).sort((a, b) => a.createdAt - b.createdAt);
  const joinedChannels = (value: FakeChannelState) => value.joined.flatMap((id) => (value.channels[id] ? [value.channels[id]] : []));

  const service: ChannelService = {
    joined$: select(joinedChannels),
    async discover(limit = 50) {
      record('discover', [limit]);
      await wait();
      discoverCalls += 1;
      if (discoverError && discoverCalls <= discoverFailures) throw new Error(discoverError);
      return (options.discover ?? options.channels ?? []).slice(0, limit);
    },
    channel$: (id) => select((value) => value.channels[id] ?? null),
    messages$: (id) => select((value) => visible(value, id)),
    async create(metadata: ChannelMetadata) {
      record('create', [metadata]);
      const creator = signedIn();
      await wait();
      const channel: Channel = { ...metadata, id: randomEventId(), creator, createdAt: Math.floor(Date.now() / 1000) };
      update((value) => ({ channels: { ...value.channels, [channel.id]: channel }, joined: [channel.id, ...value.joined] }));
      return channel.id;
    },
    async editMetadata(id, metadata) {
      record('editMetadata', [id, metadata]);
      const user = signedIn();
      await wait();
      const channel = state.value.channels[id];
      if (channel?.creator !== user) throw new Error(CHANNEL_TEXTS.notCreator);
      update((value) => ({ channels: { ...value.channels, [id]: { ...channel, ...metadata } } }));
    },
    async post(id, content, replyTo) {
      record('post', replyTo ? [id, content, replyTo.id] : [id, content]);
      const author = signedIn();
      await wait();
      if (postError) throw new Error(postError);
      const message: ChannelMessage = { id: randomEventId(), channelId: id, author, content, createdAt: Math.floor(Date.now() / 1000), ...(replyTo && { replyTo: replyTo.id }) };
      update((value) => ({ messages: { ...value.messages, [id]: [...(value.messages[id] ?? []), message] } }));
    },
    async hideMessage(messageId, reason) {
      record('hideMessage', reason === undefined ? [messageId] : [messageId, reason]);
      signedIn();
      await wait();
      update((value) => ({ hidden: [...value.hidden, messageId] }));
    },
    async muteUser(pubkey, reason) {
      record('muteUser', reason === undefined ? [pubkey] : [pubkey, reason]);
      signedIn();
      await wait();
      update((value) => ({ muted: [...value.muted, pubkey] }));
    },
    async join(id) {
      record('join', [id]);
      signedIn();
      await wait();
      update((value) => ({ joined: [id, ...value.joined.filter((joined) => joined !== id)] }));
    },
    async leave(id) {
      record('leave', [id]);
      signedIn();
      await wait();
      update((value) => ({ joined: value.joined.filter((joined) => joined !== id) }));
    },
  };
  const reset = () => {
    calls.length = 0;
    discoverCalls = 0;
    state.next(initial());
  };
  return Object.assign(service, { calls, state, reset });
}
