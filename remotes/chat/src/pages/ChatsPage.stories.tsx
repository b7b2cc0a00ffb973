import { getCore, npubEncode } from '@app/core';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ChatServiceProvider } from '../chat-service/ChatServiceContext';
import { ALICE, BOB, CAROL, ME } from '../stories/chat-people';
import { chatsWithUnread, emptyChats, groupedMessages, sessionWith } from '../stories/chat-fixtures';
import { fakeChatService, type FakeChatService } from '../stories/fake-chat-service';
import { underChatsRoute, withChatPeople } from '../stories/story-setup';
import { ChannelServiceProvider } from '../channels';
import { channelWithMessages, NOSTR_DEVS } from '../channels/channel-fixtures';
import { fakeChannelService } from '../channels/fake-channel-service';
import ChatsPage from './ChatsPage';
import { LazyChannelPage, LazyChannelsSection } from './LazyChannels';
import { LazyChatsView } from './LazyChatsView';

/** The chats' and channels' code, lazily loaded by the page, is fetched before play (a busy runner outlasts findBy). */
const preloadChatCode = () => Promise.all([LazyChatsView.preload(), LazyChannelsSection.preload(), LazyChannelPage.preload()]);

interface ChatParameters {
  /** A fake service (null: still loading). */
  chatService?: FakeChatService | null;
  /** No provider: the page reads the (offline) core's session and chat, as in the app. */
  coreChat?: boolean;
  chatFailure?: string;
  /** The signed-in user given with the service (null: signed out). */
  me?: string | null;
}

/** Public channels come from a fake service in every story (a channel's page and the list under the chats). */
const withChannels: Decorator = (Story) => (
  <ChannelServiceProvider service={fakeChannelService(channelWithMessages())}>
    <Story />
  </ChannelServiceProvider>
);

let retries = 0;

/** The page reads its chat from ChatServiceProvider when the story gives one, else from the (offline) core. */
const withChat: Decorator = (Story, { parameters }) => {
  const { chatService, chatFailure, coreChat, me = ME } = parameters as ChatParameters;
  if (coreChat) return <Story />;
  return (
    <ChatServiceProvider service={chatService ?? null} me={me} failure={chatFailure} onRetry={() => (retries += 1)}>
      <Story />
    </ChatServiceProvider>
  );
};

const meta = {
  title: 'Pages/ChatsPage',
  component: ChatsPage,
  loaders: [withChatPeople, preloadChatCode],
  decorators: [withChat, withChannels, underChatsRoute],
  beforeEach: ({ parameters }) => (parameters as ChatParameters).chatService?.reset(),
  parameters: { route: '/chats', chatService: fakeChatService(emptyChats()) },
} satisfies Meta<typeof ChatsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in with no conversations yet. */
export const NoChats: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Messages' })).toBeVisible();
    await expect(await canvas.findByText('No chats yet')).toBeVisible();
  },
};

/** The core's chat is still loading. */
export const Loading: Story = {
  parameters: { chatService: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Messages' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading chats' })).toBeVisible();
  },
};

/** The core's chat could not load: the reason, and Retry. */
export const LoadFailed: Story = {
  parameters: { chatFailure: 'The chat service is being built' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Messages could not load');
    await expect(alert).toHaveTextContent('The chat service is being built');
    const before = retries;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(retries).toBe(before + 1);
  },
};

/** A visitor (the offline core, signed out) is asked to sign in; nothing is loaded. */
export const SignedOut: Story = {
  parameters: { coreChat: true },
  loaders: [async () => (await getCore().signer()).logout()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No chats yet' })).toBeVisible();
    await expect(canvas.getByText('Sign in to read and send private messages.')).toBeVisible();
    const asked: unknown[] = [];
    const subscription = getCore().bus.on('auth:request').subscribe((event) => asked.push(event));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    subscription.unsubscribe();
    await expect(asked).toEqual([{ type: 'auth:request', mode: 'sign-in', reason: 'Sign in to read and send private messages.' }]);
  },
};

/** The list: a row opens its conversation (phones: in place of the list, with a way back). */
export const List: Story = {
  parameters: { chatService: fakeChatService(chatsWithUnread()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByTestId('chat-row');
    await expect(rows).toHaveLength(4);
    await userEvent.click(rows[0]);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Alice' })).toBeVisible();
    await expect(within(canvas.getByRole('log', { name: 'Messages' })).getByText('Yes! See you at 8 🎉')).toBeVisible();
    const back = canvas.queryByRole('link', { name: 'Back to chats' });
    if (back) {
      await userEvent.click(back);
      await expect(await canvas.findAllByTestId('chat-row')).toHaveLength(4);
    }
  },
};

/** /chats/{npub}: the conversation its route key names. */
export const ConversationByRoute: Story = {
  parameters: { route: `/chats/${npubEncode(ALICE)}`, chatService: fakeChatService(groupedMessages()) },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Alice' })).toBeVisible();
    await expect(within(canvas.getByRole('log', { name: 'Messages' })).getAllByTestId('chat-message')).toHaveLength(5);
    await expect((parameters as ChatParameters).chatService!.calls).toContain(`sessionIdFor(${JSON.stringify([ALICE])})`);
  },
};

/** /chats/chat with `{ peer }` in navigation state (a profile's Message button): a new, empty conversation. */
export const ConversationWithPeerInState: Story = {
  parameters: { route: { pathname: '/chats/chat', state: { peer: npubEncode(BOB) } }, chatService: fakeChatService(emptyChats()) },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Bob' })).toBeVisible();
    await expect(canvas.getByText('No messages yet. Say hello!')).toBeVisible();
    const service = (parameters as ChatParameters).chatService!;
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Hi Bob{Enter}');
    await waitFor(() => expect(service.calls).toContain(`send(${JSON.stringify(sessionWith(BOB))}, "Hi Bob", {})`));
  },
};

/**
 * 'New message' above the list: a group and a subject, Start opens the new group, whose first message sets the
 * subject (then the group is called by it).
 */
export const NewGroupMessage: Story = {
  parameters: { chatService: fakeChatService(chatsWithUnread()) },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    const service = (parameters as ChatParameters).chatService!;
    await userEvent.click(await canvas.findByRole('button', { name: 'New message' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New message' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'To' }), `${npubEncode(BOB)}, ${npubEncode(CAROL)}{Enter}`);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Subject' }), 'Book club');
    await userEvent.click(dialog.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the members' names, in the order of their keys
    await expect(await canvas.findByRole('heading', { level: 2, name: /^(Bob, Carol|Carol, Bob)$/ })).toBeVisible();
    await expect(canvas.getByTestId('subject-notice')).toHaveTextContent('The subject changes to “Book club” with your next message');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Which book first?{Enter}');
    await waitFor(() => expect(service.calls).toContain(`send(${JSON.stringify(sessionWith(BOB, CAROL))}, "Which book first?", {"subject":"Book club"})`));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Book club' })).toBeVisible();
    await expect(canvas.queryByTestId('subject-notice')).toBeNull();
  },
};

/** 'New message' to one person by hex key opens the one-to-one chat at its npub. */
export const NewMessageToOne: Story = {
  parameters: { chatService: fakeChatService(emptyChats()) },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New message' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New message' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'To' }), `${ALICE}{Enter}`);
    await expect(dialog.queryByRole('textbox', { name: 'Subject' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Start' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Alice' })).toBeVisible();
    await expect(canvas.getByText('No messages yet. Say hello!')).toBeVisible();
    await expect((parameters as ChatParameters).chatService!.calls).toContain(`sessionIdFor(${JSON.stringify([ALICE])})`);
  },
};

/** A route key that names no conversation. */
export const UnknownConversation: Story = {
  parameters: { route: '/chats/not-a-conversation' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Conversation not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to chats' })).toHaveAttribute('href', '/chats');
  },
};

/** On a phone the conversation replaces the list, and its back link returns to it. */
export const PhoneConversation: Story = {
  parameters: { route: `/chats/${npubEncode(ALICE)}`, chatService: fakeChatService(chatsWithUnread()) },
  decorators: [(Story) => <div style={{ width: 375 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Alice' })).toBeVisible();
    await expect(canvas.queryAllByTestId('chat-row')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('link', { name: 'Back to chats' }));
    await expect(await canvas.findAllByTestId('chat-row')).toHaveLength(4);
    await expect(canvas.queryByRole('log', { name: 'Messages' })).toBeNull();
  },
};

/** Public channels under the private chats; a visitor (as the offline core is here) opens them with a button. */
export const ChannelsUnderChats: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Browse public channels' }));
    await expect(await canvas.findByRole('heading', { name: 'Channels' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /Nostr Devs/ })).toHaveAttribute('href', `/chats/${NOSTR_DEVS.id}`);
  },
};

/** /chats/{channel id}: the channel's page with its messages (no private chat loads). */
export const ChannelByRoute: Story = {
  parameters: { route: `/chats/${NOSTR_DEVS.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('log', { name: 'Channel messages' });
    await expect((await within(log).findAllByText(/Has anyone tried the outbox model yet/))[0]).toBeVisible();
    await expect(canvas.queryByText('No chats yet')).toBeNull();
  },
};
