import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ALICE, BOB, CAROL, ME } from '../stories/chat-people';
import { withChatPeople } from '../stories/story-setup';
import { ConversationHeader } from './ConversationHeader';

const meta = {
  title: 'Chat/ConversationHeader',
  component: ConversationHeader,
  loaders: [withChatPeople],
  args: { session: { participants: [ALICE] }, me: ME, onSubjectChange: fn() },
} satisfies Meta<typeof ConversationHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One-to-one: the peer's name, linking to their profile. */
export const OneToOne: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: 'Alice' });
    await expect(within(heading).getByRole('link', { name: 'Alice' })).toHaveAttribute('href', expect.stringMatching(/^\/npub1/));
    await expect(within(canvasElement).queryByRole('link', { name: 'Back to chats' })).toBeNull();
    // a one-to-one chat has no subject to edit
    await expect(within(canvasElement).queryByRole('button', { name: 'Edit subject' })).toBeNull();
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

/** A group's 'Edit subject' opens a small form with the subject now; Save gives the new one and closes it. */
export const EditSubject: Story = {
  args: { session: { participants: [ALICE, BOB, CAROL], subject: 'Weekend hike' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const edit = canvas.getByRole('button', { name: 'Edit subject' });
    await userEvent.click(edit);
    await expect(edit).toHaveAttribute('aria-expanded', 'true');
    const field = canvas.getByRole('textbox', { name: 'Subject' });
    await expect(field).toHaveValue('Weekend hike');
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(field, ' Summit day ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubjectChange).toHaveBeenCalledWith('Summit day');
    await expect(canvas.queryByRole('form', { name: 'Edit subject' })).toBeNull();
    // the title stays the subject now until the next message changes it
    await expect(canvas.getByRole('heading', { level: 2, name: 'Weekend hike' })).toBeVisible();
  },
};

/** The form starts with the subject waiting for the next message; Cancel (or Escape) closes it, changing nothing. */
export const EditSubjectCancelled: Story = {
  args: { session: { participants: [ALICE, BOB] }, pendingSubject: 'Book club' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit subject' }));
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveValue('Book club');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('textbox', { name: 'Subject' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit subject' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('textbox', { name: 'Subject' })).toBeNull();
    await expect(args.onSubjectChange).not.toHaveBeenCalled();
  },
};
