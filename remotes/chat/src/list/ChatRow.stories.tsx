import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { npubEncode } from '@app/core';
import type { ChatSession } from '@app/core/chat';
import { ALICE, BOB, CAROL, ME } from '../stories/chat-people';
import { chatMessage, sessionWith } from '../stories/chat-fixtures';
import { today } from '../stories/story-times';
import { withChatPeople } from '../stories/story-setup';
import { ChatRow } from './ChatRow';

/** A session for a row: its last message by `author`. */
function session(participants: string[], author: string, content: string, extra: Partial<ChatSession> = {}): ChatSession {
  const lastMessage = chatMessage(participants, { author, content, createdAt: today(300) });
  return { id: sessionWith(...participants), participants, lastMessage, lastMessageAt: lastMessage.createdAt, lastSeen: 0, unread: false, request: false, ...extra };
}

const meta = {
  title: 'Chat/ChatRow',
  component: ChatRow,
  loaders: [withChatPeople],
  decorators: [(Story) => <ul style={{ listStyle: 'none', padding: 0, maxWidth: 420 }}><li>{Story()}</li></ul>],
  args: { session: session([ALICE], ALICE, 'See you tonight'), me: ME },
} satisfies Meta<typeof ChatRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unread message: bold, with a dot named 'Unread'. */
export const Unread: Story = {
  args: { session: session([ALICE], ALICE, 'See you tonight', { unread: true }) },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('link');
    await expect(row).toHaveTextContent('Alice');
    await expect(row).toHaveTextContent('See you tonight');
    await expect(row).toHaveTextContent('5m');
    await expect(within(row).getByRole('img', { name: 'Unread' })).toBeVisible();
  },
};

/** Read, the user's own last message: 'You: …', no dot. */
export const ReadOwnLastMessage: Story = {
  args: { session: session([BOB], ME, 'Anytime') },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('link');
    await expect(row).toHaveTextContent('You: Anytime');
    await expect(within(row).queryByRole('img', { name: 'Unread' })).toBeNull();
    await expect(row).toHaveAttribute('href', `/chats/${npubEncode(BOB)}`);
  },
};

/** A group: its subject. */
export const GroupWithSubject: Story = {
  args: { session: session([ALICE, BOB, CAROL], CAROL, 'Who brings snacks?', { subject: 'Weekend hike' }) },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('link', { name: /^Weekend hike/ });
    await expect(row).not.toHaveTextContent('Carol');
  },
};

/** A group without a subject: the names joined. */
export const GroupWithoutSubject: Story = {
  args: { session: session([ALICE, BOB], BOB, 'Hi all') },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('link');
    await expect(row).toHaveTextContent(/(Alice, Bob|Bob, Alice)/);
  },
};

/** Notes to self: named so, linking to the user's own npub. */
export const NoteToSelf: Story = {
  args: { session: session([], ME, 'Buy oat milk') },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('link');
    await expect(row).toHaveTextContent('Note to self');
    await expect(row).toHaveAttribute('href', `/chats/${npubEncode(ME)}`);
  },
};

/** A photo as the last message, and the row of the conversation open beside the list. */
export const PhotoPreviewActive: Story = {
  args: {
    active: true,
    session: {
      ...session([ALICE], ALICE, ''),
      lastMessage: chatMessage([ALICE], { author: ALICE, createdAt: today(60), file: { url: 'https://files.example.com/a.jpg', mime: 'image/jpeg' } }),
    },
  },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('link');
    await expect(row).toHaveTextContent('Photo');
    await expect(row).toHaveAttribute('aria-current', 'page');
  },
};
