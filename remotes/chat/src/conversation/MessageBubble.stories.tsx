import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ALICE, ME } from '../stories/chat-people';
import { chatMessage } from '../stories/chat-fixtures';
import { openedBlob } from '../stories/fake-chat-files';
import { HOSTILE_CONTENT } from '../../../../storybook/preset/story-events';
import { today } from '../stories/story-times';
import { withChatPeople } from '../stories/story-setup';
import { MessageBubble } from './MessageBubble';

const theirs = (content: string, extra = {}) => chatMessage([ALICE], { author: ALICE, content, createdAt: today(300), ...extra });
const mine = (content: string, extra = {}) => chatMessage([ALICE], { author: ME, content, createdAt: today(200), ...extra });

const meta = {
  title: 'Chat/MessageBubble',
  component: MessageBubble,
  loaders: [withChatPeople],
  decorators: [(Story) => <div style={{ maxWidth: 520, padding: 16 }}>{Story()}</div>],
  args: { message: theirs('Hello there'), me: ME, onReply: fn(), onReact: fn(), onRetry: fn(async () => {}), openFile: fn(async (file) => openedBlob(file)) },
} satisfies Meta<typeof MessageBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Someone else's message, on the left; Reply hands it to the conversation. */
export const Theirs: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('chat-message')).not.toHaveAttribute('data-mine');
    await expect(canvas.getByText('Hello there')).toHaveAttribute('dir', 'auto');
    await expect(canvas.queryByTestId('delivery')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reply' }));
    await expect(args.onReply).toHaveBeenCalledWith(args.message);
  },
};

/** The user's own message, delivered everywhere: 'Sent', with each relay in the tooltip. */
export const MineSent: Story = {
  args: { message: mine('On my way') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('chat-message')).toHaveAttribute('data-mine', 'true');
    await expect(canvas.getByTestId('delivery')).toHaveTextContent('Sent');
    await expect(canvas.getByTestId('delivery')).toHaveAttribute('title', 'wss://dm.example.com: accepted\nwss://inbox.example.org: accepted');
  },
};

/** Still sending: a clock and 'Sending' (shown on every message of a group, not only the last). */
export const MinePending: Story = {
  args: { message: mine('Sending…', { delivery: { 'wss://dm.example.com': 'pending' } }), last: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('delivery')).toHaveTextContent('Sending');
  },
};

/** Every relay refused it: 'Not delivered' and Retry. */
export const MineFailed: Story = {
  args: { message: mine('12 Main Street', { delivery: { 'wss://dm.example.com': 'failed' } }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('delivery')).toHaveTextContent('Not delivered');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledWith(args.message);
  },
};

/** Some relays refused it: 'Sent to 1 of 2 relays'. */
export const MinePartial: Story = {
  args: { message: mine('Half there', { delivery: { 'wss://dm.example.com': 'ok', 'wss://inbox.example.org': 'failed' } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('delivery')).toHaveTextContent('Sent to 1 of 2 relays');
  },
};

/** A legacy NIP-04 message: marked less private. */
export const Nip04: Story = {
  args: { message: theirs('From an old client', { protocol: 'nip04' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('NIP-04')).toHaveAttribute('title', 'Legacy direct message (NIP-04): less private');
  },
};

/** A reply to a message not loaded: the quote says so. */
export const ReplyToUnknown: Story = {
  args: { message: theirs('Exactly!', { replyTo: '9'.repeat(64) }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Reply to a message not loaded here' })).toBeDisabled();
  },
};

/** Reactions under the bubble; React offers the chat's five. */
export const WithReactions: Story = {
  args: { message: theirs('We won!', { reactions: { [ME]: '🤙', [ALICE]: '🤙', b: '❤️' } }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Reactions' })).toHaveTextContent('🤙2❤️1');
    await userEvent.click(canvas.getByRole('button', { name: 'React' }));
    const choices = canvas.getByRole('group', { name: 'Choose a reaction' });
    await expect(within(choices).getAllByRole('button').map((button) => button.textContent)).toEqual(['❤️', '👍', '😂', '🔥', '🤙']);
    await userEvent.click(within(choices).getByRole('button', { name: 'React with 🔥' }));
    await expect(args.onReact).toHaveBeenCalledWith(args.message, '🔥');
  },
};

/** Hostile content is text: HTML is shown, not run; only http(s) URLs are links. */
export const HostileContent: Story = {
  args: { message: theirs(`${HOSTILE_CONTENT}\nhttps://ok.example.com`) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('chat-message')).toHaveTextContent('<script>alert(1)</script>');
    await expect(canvas.getByTestId('chat-message')).toHaveTextContent('<img src=x onerror=alert(1)>');
    await expect(canvasElement.querySelector('script, svg[onload], img[onerror]')).toBeNull();
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://ok.example.com/']);
  },
};
