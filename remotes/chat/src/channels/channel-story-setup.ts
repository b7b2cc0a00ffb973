import { getCore } from '@app/core';
import { installOfflineCore } from '../../../../storybook/preset/offline-core';
import { CHAT_PROFILE_EVENTS } from '../stories/chat-people';
import type { FakeChannelService } from './fake-channel-service';

/** Story key 21's secret (the story user, ME): public on purpose, never used for anything real. */
const STORY_ME_SECRET = '15'.repeat(32);

/** A meta's loader: the offline core (no relays) knows the story people's names. */
export const withChannelPeople = () => installOfflineCore(CHAT_PROFILE_EVENTS);

/**
 * A meta's `beforeEach`: the story's fake service starts afresh, and the offline core's session is the story user,
 * or none when the story's parameters say `signedOut: true`.
 */
export async function channelStoryBeforeEach({ args, parameters }: { args: { service?: unknown }; parameters: { signedOut?: boolean } }) {
  (args.service as FakeChannelService | undefined)?.reset?.();
  const signer = await getCore().signer();
  if (parameters.signedOut) signer.logout();
  else await signer.loginWithPrivateKey(STORY_ME_SECRET);
}

/** A meta's argTypes: the fake service is no control (its observables are cyclic, so Storybook cannot infer a type). */
export const serviceArgType = { service: { control: false, type: { name: 'other', value: 'ChannelService' } } } as const;
