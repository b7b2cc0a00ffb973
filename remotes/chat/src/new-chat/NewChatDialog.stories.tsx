import type { Meta, StoryObj } from '@storybook/react';
import { npubEncode, profilePath } from '@app/core';
import { Route, Routes, useLocation } from '@app/ui';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { chatPath } from '../routes/chat-routes';
import { ALICE, BOB, CAROL, ME } from '../stories/chat-people';
import { emptyChats } from '../stories/chat-fixtures';
import { fakeChatService, type FakeChatService } from '../stories/fake-chat-service';
import { behindDialog, resetFakeService, withChatPeople } from '../stories/story-setup';
import { NewChatDialog } from './NewChatDialog';

/** Where Start led in these stories: the path and navigation state. */
function OpenedConversation() {
  const { pathname, state } = useLocation();
  return (
    <p data-testid="opened" data-path={decodeURIComponent(pathname)}>
      {JSON.stringify(state)}
    </p>
  );
}

const meta = {
  title: 'Chat/NewChatDialog',
  component: NewChatDialog,
  loaders: [withChatPeople],
  beforeEach: resetFakeService,
  parameters: { route: '/chats' },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/chats" element={<Story />} />
        <Route path="/chats/:key" element={<OpenedConversation />} />
      </Routes>
    ),
    behindDialog,
  ],
  args: { service: fakeChatService(emptyChats()), me: ME, onClose: fn() },
} satisfies Meta<typeof NewChatDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = (service: unknown) => (service as FakeChatService).calls;
const dialog = async () => within(await screen.findByRole('dialog', { name: 'New message' }));
const toField = (canvas: ReturnType<typeof within>) => canvas.getByRole('textbox', { name: 'To' });
const chips = (canvas: ReturnType<typeof within>) => canvas.queryAllByTestId('recipient');
const nprofile = (pubkey: string) => profilePath(pubkey, ['wss://relay.example.com']).slice(1);

/** Where Start went: the path (decoded) and the navigation state. */
async function opened(canvasElement: HTMLElement) {
  const target = await within(canvasElement).findByTestId('opened');
  return { path: target.dataset.path, state: JSON.parse(target.textContent ?? 'null') as unknown };
}

/** Empty: the To field has focus, Start waits for someone, no Subject yet. */
export const Empty: Story = {
  play: async () => {
    const modal = await dialog();
    await waitFor(() => expect(toField(modal)).toHaveFocus());
    await expect(modal.getByRole('button', { name: 'Start' })).toBeDisabled();
    await expect(modal.queryByRole('textbox', { name: 'Subject' })).toBeNull();
    await expect(chips(modal)).toHaveLength(0);
  },
};

/** One person by npub: a chip with their name (removable), no Subject; Start opens the one-to-one chat. */
export const OnePerson: Story = {
  play: async ({ canvasElement, args }) => {
    const modal = await dialog();
    await userEvent.type(toField(modal), `${npubEncode(ALICE)} `);
    await waitFor(() => expect(chips(modal)).toHaveLength(1));
    await expect(await modal.findByText('Alice')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Remove Alice' })).toBeVisible();
    await expect(toField(modal)).toHaveValue('');
    await expect(modal.queryByRole('textbox', { name: 'Subject' })).toBeNull();
    await userEvent.click(modal.getByRole('button', { name: 'Start' }));
    await expect(await opened(canvasElement)).toEqual({ path: chatPath({ participants: [ALICE] }, ME), state: null });
    await expect(calls(args.service)).toContain(`sessionIdFor(${JSON.stringify([ALICE])})`);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A group pasted as npub, nprofile and hex on lines and with commas: three chips, a Subject; Start passes it on. */
export const GroupWithSubject: Story = {
  play: async ({ canvasElement, args }) => {
    const modal = await dialog();
    await userEvent.click(toField(modal));
    await userEvent.paste(`${npubEncode(ALICE)}, nostr:${nprofile(BOB)}\n${CAROL}`);
    // the last entry is still being typed; Enter reads it
    await waitFor(() => expect(chips(modal)).toHaveLength(2));
    await expect(toField(modal)).toHaveValue(CAROL);
    await userEvent.type(toField(modal), '{Enter}');
    await waitFor(() => expect(chips(modal)).toHaveLength(3));
    for (const name of ['Alice', 'Bob', 'Carol']) await expect(await modal.findByText(name)).toBeVisible();
    const subject = modal.getByRole('textbox', { name: 'Subject' });
    await userEvent.type(subject, '  Weekend hike ');
    await userEvent.click(modal.getByRole('button', { name: 'Start' }));
    await expect(await opened(canvasElement)).toEqual({ path: decodeURIComponent(chatPath({ participants: [ALICE, BOB, CAROL] }, ME)), state: { subject: 'Weekend hike' } });
    await expect(calls(args.service)).toContain(`sessionIdFor(${JSON.stringify([ALICE, BOB, CAROL])})`);
  },
};

/** Anything but a user's key is refused ('Not a user: …') and stays to be fixed; Start opens nothing meanwhile. */
export const InvalidInput: Story = {
  play: async ({ canvasElement, args }) => {
    const modal = await dialog();
    const field = toField(modal);
    await userEvent.type(field, `hello, ${npubEncode(BOB)} npub1xyz `);
    await expect(await modal.findByRole('alert')).toHaveTextContent('Not a user: hello, npub1xyz');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('hello npub1xyz ');
    await waitFor(() => expect(chips(modal)).toHaveLength(1));
    await userEvent.click(modal.getByRole('button', { name: 'Start' }));
    await expect(modal.getByRole('alert')).toHaveTextContent('Not a user: hello, npub1xyz');
    await expect(within(canvasElement).queryByTestId('opened')).toBeNull();
    await expect(calls(args.service).filter((call) => call.startsWith('sessionIdFor'))).toEqual([]);
    // cleared, the error goes
    await userEvent.clear(field);
    await expect(modal.queryByRole('alert')).toBeNull();
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** People are removed with their ×, or Backspace in the empty field; with fewer than two the Subject goes. */
export const RemovePeople: Story = {
  play: async () => {
    const modal = await dialog();
    const field = toField(modal);
    await userEvent.type(field, `${ALICE} ${BOB}{Enter}`);
    await waitFor(() => expect(chips(modal)).toHaveLength(2));
    await expect(modal.getByRole('textbox', { name: 'Subject' })).toBeVisible();
    await userEvent.click(await modal.findByRole('button', { name: 'Remove Bob' }));
    await expect(chips(modal)).toHaveLength(1);
    await expect(modal.queryByRole('textbox', { name: 'Subject' })).toBeNull();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(chips(modal)).toHaveLength(0);
    await expect(modal.getByRole('button', { name: 'Start' })).toBeDisabled();
  },
};

/** The user's own key alone is a note to self; beside others it changes nothing (no Subject for one other). */
export const NoteToSelf: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await userEvent.type(toField(modal), `${npubEncode(ME)} ${ALICE} `);
    await waitFor(() => expect(chips(modal)).toHaveLength(2));
    await expect(await modal.findByText('Sam (you)')).toBeVisible();
    await expect(modal.queryByRole('textbox', { name: 'Subject' })).toBeNull();
    await userEvent.click(modal.getByRole('button', { name: 'Remove Alice' }));
    await userEvent.click(modal.getByRole('button', { name: 'Start' }));
    await expect(await opened(canvasElement)).toEqual({ path: `/chats/${npubEncode(ME)}`, state: null });
  },
};

/** The service cannot open the conversation yet (the account is still being read): why, and nothing opens. */
export const StartFails: Story = {
  args: {
    service: Object.assign(fakeChatService(emptyChats()), {
      sessionIdFor: () => {
        throw new Error('The account is still loading');
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await userEvent.type(toField(modal), `${npubEncode(ALICE)}{Enter}{Enter}`);
    await expect(await modal.findByRole('alert')).toHaveTextContent('The conversation could not start: The account is still loading');
    await expect(within(canvasElement).queryByTestId('opened')).toBeNull();
  },
};
