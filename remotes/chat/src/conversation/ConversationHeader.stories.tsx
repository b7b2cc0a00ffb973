import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { ALICE, BOB, CAROL, ME } from '../stories/chat-people';
import { withChatPeople } from '../stories/story-setup';
import { ConversationHeader } from './ConversationHeader';

const meta = {
  title: 'Chat/ConversationHeader',
  component: ConversationHeader,
  loaders: [withChatPeople],
  args: { session: { participants: [ALICE] }, me: ME },
} satisfies Meta<typeof ConversationHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One-to-one: the peer's name, linking to their profile. */
export const OneToOne: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: 'Alice' });
    await expect(within(heading).getByRole('link', { name: 'Alice' })).toHaveAttribute('href', expect.stringMatching(/^\/npub1/));
    await expect(within(canvasElement).queryByRole('link', { name: 'Back to chats' })).toBeNull();
  },
};

/** A group with a subject: the subject, its members linked below. */
export const GroupWithSubject: Story = {
  args: { session: { participants: [ALICE, BOB, CAROL], subject: 'Weekend hike' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Weekend hike' })).toBeVisible();
    for (const name of ['Alice', 'Bob', 'Carol']) await expect(canvas.getByRole('link', { name })).toBeVisible();
  },
};

/** A group without a subject: its members' names are the title. */
export const GroupWithoutSubject: Story = {
  args: { session: { participants: [ALICE, BOB] } },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2 });
    await expect(within(heading).getAllByRole('link')).toHaveLength(2);
  },
};

/** Notes to self, on a phone: with a link back to the list. */
export const NoteToSelfWithBack: Story = {
  args: { session: { participants: [] }, showBack: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Note to self' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to chats' })).toHaveAttribute('href', '/chats');
  },
};
