import type { Meta, StoryObj } from '@storybook/react';
import { getCore } from '@app/core';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ALICE, BOB, CAROL, ME } from '../stories/chat-people';
import { CHANNEL_NOT_FOUND, ChannelView } from './ChannelView';
import { SIGN_IN_TO_WRITE } from './ChannelSignInPrompt';
import {
  ARABIC_CAFE,
  ARABIC_TEXT,
  BITCOIN_BERLIN,
  channelWithMessages,
  HEBREW_TEXT,
  HOSTILE_CHANNEL,
  hostileChannel,
  LONG_WORD,
  longAndRtlMessages,
  NOSTR_DEVS,
  NOSTR_DEVS_MESSAGES,
  othersChannel,
  OUTBOX_QUESTION,
  postFails,
} from './channel-fixtures';
import { channelStoryBeforeEach, serviceArgType, withChannelPeople } from './channel-story-setup';
import { fakeChannelService, randomEventId, type FakeChannelService } from './fake-channel-service';

const meta = {
  title: 'Chat/Channels/ChannelView',
  component: ChannelView,
  loaders: [withChannelPeople],
  beforeEach: channelStoryBeforeEach,
  argTypes: serviceArgType,
  decorators: [(Story) => <div style={{ height: 640, display: 'flex', flexDirection: 'column' }}>{Story()}</div>],
  args: { service: fakeChannelService(channelWithMessages()), channelId: NOSTR_DEVS.id },
} satisfies Meta<typeof ChannelView>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = (service: unknown) => (service as FakeChannelService).calls;
const log = (canvasElement: HTMLElement) => within(canvasElement).getByRole('log', { name: 'Channel messages' });
const messages = (canvasElement: HTMLElement) => within(log(canvasElement)).getAllByTestId('channel-message');
/** The message whose text contains `text`. */
const messageWith = (canvasElement: HTMLElement, text: string) => {
  const found = messages(canvasElement).find((item) => item.textContent?.includes(text));
  if (!found) throw new Error(`No message with “${text}”`);
  return found;
};
/**
 * A play's first query waits for the loaded channel: the view subscribes to the service (and the session) in an
 * effect, and the built Storybook (production React, no act()) starts the play before that effect has run.
 */
const findLog = (canvasElement: HTMLElement) => within(canvasElement).findByRole('log', { name: 'Channel messages' });
/** The message whose text contains `text`, once the channel has loaded. */
const findMessageWith = (canvasElement: HTMLElement, text: string) => waitFor(() => messageWith(canvasElement, text));

/** The creator's joined channel: header with Edit and Leave; messages oldest first with author, time and actions. */
export const Messages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Nostr Devs' })).toBeVisible();
    await expect(canvas.getByText(NOSTR_DEVS.about)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Leave' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
    const items = messages(canvasElement);
    await expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['Alice', 'Bob', 'Sam', 'Carol']);
    const [alice, , own, carol] = items;
    await expect(within(alice).getByTestId('avatar')).toBeVisible();
    await expect(alice.querySelector('time')).toHaveAttribute('datetime', new Date(OUTBOX_QUESTION.createdAt * 1000).toISOString());
    const text = within(alice).getByText(/^Has anyone tried/);
    await expect(text).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
    await expect(within(alice).getByRole('button', { name: 'Mute user' })).toBeVisible();
    await expect(within(own).getByRole('button', { name: 'Reply' })).toBeVisible();
    await expect(within(own).queryByRole('button', { name: 'Mute user' })).toBeNull();
    // Carol's reply quotes the first line of Alice's question
    const quote = within(carol).getByTestId('reply-quote');
    await expect(quote).toHaveTextContent('Alice: Has anyone tried the outbox model yet?');
    await expect(quote).not.toHaveTextContent('I wonder how it scales.');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible();
  },
};

/** Reply: 'Replying to …' (which can be cancelled), Shift+Enter adds a line, Enter posts the reply through the service. */
export const ReplyFlow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bob = await findMessageWith(canvasElement, 'our client uses it');
    await userEvent.click(within(bob).getByRole('button', { name: 'Reply' }));
    await expect(canvas.getByTestId('replying-to')).toHaveTextContent('Replying to Bob: Yes, our client uses it since spring');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel reply' }));
    await expect(canvas.queryByTestId('replying-to')).toBeNull();
    await userEvent.click(within(messageWith(canvasElement, 'outbox model')).getByRole('button', { name: 'Reply' }));
    const field = canvas.getByRole('textbox', { name: 'Message' });
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'Works for us{Shift>}{Enter}{/Shift}with 12 relays');
    await expect(field).toHaveValue('Works for us\nwith 12 relays');
    await expect(calls(args.service)).toEqual([]);
    await userEvent.type(field, '{Enter}');
    await expect(calls(args.service)).toEqual([`post(${JSON.stringify(NOSTR_DEVS.id)}, ${JSON.stringify('Works for us\nwith 12 relays')}, ${JSON.stringify(OUTBOX_QUESTION.id)})`]);
    await waitFor(() => expect(messages(canvasElement)).toHaveLength(5));
    const sent = messages(canvasElement)[4];
    await expect(within(sent).getByTestId('reply-quote')).toHaveTextContent('Alice: Has anyone tried the outbox model yet?');
    await expect(within(sent).getByRole('link')).toHaveTextContent('Sam');
    await expect(field).toHaveValue('');
    await expect(canvas.queryByTestId('replying-to')).toBeNull();
  },
};

/** Hide message: the service is asked, and the message leaves the log once the service no longer lists it. */
export const HideMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const bob = await findMessageWith(canvasElement, 'our client uses it');
    await userEvent.click(within(bob).getByRole('button', { name: 'Hide message' }));
    const bobMessage = NOSTR_DEVS_MESSAGES.find((message) => message.author === BOB)!;
    await expect(calls(args.service)).toEqual([`hideMessage(${JSON.stringify(bobMessage.id)})`]);
    await waitFor(() => expect(messages(canvasElement)).toHaveLength(3));
    await expect(within(log(canvasElement)).queryByText(bobMessage.content)).toBeNull();
  },
};

/** Mute user: the author's messages leave the log; a reply to them then quotes 'a message not loaded here'. */
export const MuteUser: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(await findMessageWith(canvasElement, 'outbox model')).getByRole('button', { name: 'Mute user' }));
    await expect(calls(args.service)).toEqual([`muteUser(${JSON.stringify(ALICE)})`]);
    await waitFor(() => expect(messages(canvasElement)).toHaveLength(3));
    const carol = messageWith(canvasElement, 'scales fine');
    await expect(within(carol).getByTestId('reply-quote')).toHaveTextContent('Reply to a message not loaded here');
    await expect(messages(canvasElement).map((item) => within(item).getByRole('link').textContent)).toEqual(['Bob', 'Sam', 'Carol']);
    await expect(CAROL).not.toBe(ALICE);
  },
};

/** Someone else's channel, not joined: no Edit; Join joins it and the button becomes Leave. */
export const NotCreatorJoin: Story = {
  args: { service: fakeChannelService(othersChannel()), channelId: BITCOIN_BERLIN.id },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: BITCOIN_BERLIN.name })).toBeVisible();
    // Join shows once the header knows the joined channels: only then is the missing Edit telling
    const join = await canvas.findByRole('button', { name: 'Join' });
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    await userEvent.click(join);
    await expect(calls(args.service)).toEqual([`join(${JSON.stringify(BITCOIN_BERLIN.id)})`]);
    await userEvent.click(await canvas.findByRole('button', { name: 'Leave' }));
    await expect(await canvas.findByRole('button', { name: 'Join' })).toBeVisible();
    await expect(calls(args.service)).toContain(`leave(${JSON.stringify(BITCOIN_BERLIN.id)})`);
  },
};

/** The creator's Edit opens the form in a dialog; saving shows the new name in the header. */
export const EditAsCreator: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Edit channel' });
    const name = within(dialog).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Nostr Builders');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Nostr Builders' })).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(calls(args.service)[0]).toMatch(/^editMetadata\(/);
  },
};

/** A visitor reads the messages; instead of the composer and the message actions, a prompt to sign in. */
export const SignedOut: Story = {
  args: { service: fakeChannelService({ ...channelWithMessages(), me: null }) },
  parameters: { signedOut: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(await findLog(canvasElement)).getAllByTestId('channel-message')).toHaveLength(4);
    await expect(canvas.queryByRole('textbox', { name: 'Message' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Reply' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(canvas.getByText(SIGN_IN_TO_WRITE)).toBeVisible();
    const asked: unknown[] = [];
    const subscription = getCore().bus.on('auth:request').subscribe((event) => asked.push(event));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    subscription.unsubscribe();
    await expect(asked).toHaveLength(2);
    await expect(asked[0]).toEqual({ type: 'auth:request', mode: 'sign-in', reason: SIGN_IN_TO_WRITE });
  },
};

/** An id no relay knows: 'Channel not found'. */
export const NotFound: Story = {
  args: { channelId: randomEventId() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: CHANNEL_NOT_FOUND })).toBeVisible();
    await expect(within(canvasElement).queryByRole('log')).toBeNull();
  },
};

/** While the channel loads: a spinner. */
export const Loading: Story = {
  args: { service: fakeChannelService({ loading: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading channel' })).toBeVisible();
  },
};

/** Metadata and messages written as HTML show as text: no img (the javascript: picture neither), script or b element. */
export const HostileMetadata: Story = {
  args: { service: fakeChannelService(hostileChannel()), channelId: HOSTILE_CHANNEL.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2 })).toHaveTextContent(HOSTILE_CHANNEL.name);
    await expect(canvas.getByText(HOSTILE_CHANNEL.about)).toBeVisible();
    await expect(within(log(canvasElement)).getByText('<img src=x onerror=alert(2)> hi')).toBeVisible();
    await expect(canvasElement.querySelectorAll('img, script, b')).toHaveLength(0);
    await expect(canvasElement.querySelector('[src^="javascript"], [href^="javascript"]')).toBeNull();
  },
};

/** A 2,000-character word wraps inside the log; Arabic and Hebrew read right to left, as does the channel's name. */
export const LongAndRightToLeft: Story = {
  args: { service: fakeChannelService(longAndRtlMessages()), channelId: ARABIC_CAFE.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const messageLog = await findLog(canvasElement);
    const word = within(messageLog).getByText(LONG_WORD);
    await expect(getComputedStyle(word).overflowWrap).toBe('anywhere');
    await expect(messageLog.scrollWidth).toBeLessThanOrEqual(messageLog.clientWidth);
    await expect(word.getBoundingClientRect().right).toBeLessThanOrEqual(messageLog.getBoundingClientRect().right);
    await expect(within(messageLog).getByText(ARABIC_TEXT).matches(':dir(rtl)')).toBe(true);
    await expect(within(messageLog).getByText(HEBREW_TEXT).matches(':dir(rtl)')).toBe(true);
    await expect(canvas.getByRole('heading', { level: 2, name: ARABIC_CAFE.name }).matches(':dir(rtl)')).toBe(true);
    // the newest message is in view
    await waitFor(() => expect(messageLog.scrollTop + messageLog.clientHeight).toBeGreaterThanOrEqual(messageLog.scrollHeight - 2));
  },
};

/** A post no relay accepted: the reason as an alert, and the text stays in the field to try again. */
export const PostFailure: Story = {
  args: { service: fakeChannelService(postFails()) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'Anyone here?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Not sent: No relay accepted the message');
    await expect(field).toHaveValue('Anyone here?');
    await expect(calls(args.service)).toEqual([`post(${JSON.stringify(NOSTR_DEVS.id)}, ${JSON.stringify('Anyone here?')})`]);
    await expect(messages(canvasElement)).toHaveLength(4);
    await expect(ME).toMatch(/^[0-9a-f]{64}$/);
  },
};
