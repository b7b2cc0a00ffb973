import { storyProfile } from '../../../../storybook/preset/story-events';

/** The story people: fixed story keys (never used for anything real), each with a kind 0 for the offline core. */
const people = {
  me: storyProfile(21, { name: 'sam', display_name: 'Sam' }),
  alice: storyProfile(22, { name: 'alice', display_name: 'Alice' }),
  bob: storyProfile(23, { name: 'bob', display_name: 'Bob' }),
  carol: storyProfile(24, { name: 'carol', display_name: 'Carol' }),
  dana: storyProfile(25, { name: 'dana', display_name: 'Dana Stranger' }),
  layla: storyProfile(26, { name: 'layla', display_name: 'ليلى' }),
};

/** The signed-in user of the stories. */
export const ME = people.me.profile.pubkey;
export const ALICE = people.alice.profile.pubkey;
export const BOB = people.bob.profile.pubkey;
export const CAROL = people.carol.profile.pubkey;
/** Someone beyond the user's network (message requests). */
export const DANA = people.dana.profile.pubkey;
/** Writes in Arabic. */
export const LAYLA = people.layla.profile.pubkey;

/** Their kind 0 events (`installOfflineCore(CHAT_PROFILE_EVENTS)` shows their names). */
export const CHAT_PROFILE_EVENTS = Object.values(people).map((person) => person.event);
