import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ALICE, ME } from '../stories/chat-people';
import { chatsWithUnread, emptyChats, longPreview, messageRequests } from '../stories/chat-fixtures';
import { fakeChatService } from '../stories/fake-chat-service';
import { resetFakeService, withChatPeople } from '../stories/story-setup';
import { npubEncode } from '@app/core';
import { ChatList } from './ChatList';

const meta = {
  title: 'Chat/ChatList',
  component: ChatList,
  loaders: [withChatPeople],
  beforeEach: resetFakeService,
  args: { service: fakeChatService(chatsWithUnread()), me: ME },
} satisfies Meta<typeof ChatList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No conversations: the Chats tab says so. */
export const Empty: Story = {
  args: { service: fakeChatService(emptyChats()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Chats', selected: true })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'No chats yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Requests' }));
    await expect(canvas.getByRole('heading', { name: 'No message requests' })).toBeVisible();
  },
};

/** Newest first: Alice's unread message with its dot, the group by its subject, notes to self, Bob's read chat. */
export const ChatsWithUnread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByTestId('chat-row');
    await expect(rows).toHaveLength(4);
    const [alice, group, bob, self] = rows;
    await expect(alice).toHaveTextContent('Alice');
    await expect(alice).toHaveTextContent('Yes! See you at 8 🎉');
    await expect(within(alice).getByRole('img', { name: 'Unread' })).toBeVisible();
    await expect(alice).toHaveAttribute('href', `/chats/${npubEncode(ALICE)}`);
    await expect(group).toHaveTextContent('Weekend hike');
    await expect(group.getAttribute('href')).toMatch(/^\/chats\/group-[0-9a-f]{64}%2C[0-9a-f]{64}%2C[0-9a-f]{64}$/);
    await expect(bob).toHaveTextContent('You: Anytime');
    await expect(within(bob).queryByRole('img', { name: 'Unread' })).toBeNull();
    await expect(self).toHaveTextContent('Note to self');
    await expect(self).toHaveAttribute('href', `/chats/${npubEncode(ME)}`);
    // the preview is one line, written in its own direction
    const preview = within(alice).getByText('Yes! See you at 8 🎉');
    await expect(preview).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(preview).textOverflow).toBe('ellipsis');
  },
};

/** Requests wait in their own tab, which shows how many there are. */
export const Requests: Story = {
  args: { service: fakeChatService(messageRequests()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const requestsTab = await canvas.findByRole('tab', { name: 'Requests 2' });
    await expect(canvas.getAllByTestId('chat-row')).toHaveLength(1);
    await userEvent.click(requestsTab);
    await expect(requestsTab).toHaveAttribute('aria-selected', 'true');
    const rows = canvas.getAllByTestId('chat-row');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('Dana Stranger');
    await expect(rows[1]).toHaveTextContent('ليلى');
  },
};

/** A long last message stays on one line, cut with an ellipsis, and never widens the list. */
export const LongPreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (await canvas.findAllByTestId('chat-row'))[0];
    const preview = within(row).getByText(/This is a very long message/);
    await expect(preview.scrollWidth).toBeGreaterThan(preview.clientWidth);
    await expect(preview.getBoundingClientRect().height).toBeLessThan(30);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
  args: { service: fakeChatService(longPreview()) },
};

/** 'New message' at the top opens the dialog; Escape closes it and gives focus back to the button. */
export const NewMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'New message' });
    await expect(button.compareDocumentPosition(canvas.getByRole('tablist'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await expect(within(dialog).getByRole('textbox', { name: 'To' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};
