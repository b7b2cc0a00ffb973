import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChatMessage } from '@app/core/chat';
import { ALICE } from '../stories/chat-people';
import { chatMessage, groupedMessages, sendFailure, sessionWith } from '../stories/chat-fixtures';
import { fakeChatService, type FakeChatService } from '../stories/fake-chat-service';
import { resetFakeService, withChatPeople } from '../stories/story-setup';
import { Composer, DRAFT_SAVE_DELAY_MS, type ComposerProps } from './Composer';

const ALICE_CHAT = sessionWith(ALICE);
const answered: ChatMessage = chatMessage([ALICE], { author: ALICE, content: 'Did you see the new relay?\nIt is fast.', createdAt: 1_700_000_000 });

/** The composer with its reply target kept by the story, as the conversation keeps it. */
function ComposerWithReply({ replyTo: initial = null, ...props }: ComposerProps) {
  const [replyTo, setReplyTo] = useState(initial);
  return <Composer {...props} replyTo={replyTo} onCancelReply={() => setReplyTo(null)} onSent={() => setReplyTo(null)} />;
}

const meta = {
  title: 'Chat/Composer',
  component: ComposerWithReply,
  loaders: [withChatPeople],
  beforeEach: resetFakeService,
  args: { service: fakeChatService(groupedMessages()), sessionId: ALICE_CHAT },
} satisfies Meta<typeof ComposerWithReply>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = (service: unknown) => (service as FakeChatService).calls;

/** A saved draft is back in the field; typing saves it again after a pause. */
export const DraftRestored: Story = {
  args: { service: fakeChatService({ ...groupedMessages(), drafts: { [ALICE_CHAT]: 'Half-written thought' } }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Message' });
    await expect(field).toHaveValue('Half-written thought');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
    await userEvent.type(field, ' and more');
    await waitFor(() => expect(calls(args.service)).toContain(`saveDraft(${JSON.stringify(ALICE_CHAT)}, "Half-written thought and more")`), {
      timeout: DRAFT_SAVE_DELAY_MS + 2000,
    });
    // saved once after the pause, not per key
    await expect(calls(args.service).filter((call) => call.startsWith('saveDraft'))).toHaveLength(1);
  },
};

/** Send is disabled while empty; Shift+Enter adds a line, Enter sends, and the field and draft are cleared. */
export const Send: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Message' });
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(field, 'First line{Shift>}{Enter}{/Shift}second line');
    await expect(field).toHaveValue('First line\nsecond line');
    await userEvent.type(field, '{Enter}');
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(calls(args.service)).toContain(`send(${JSON.stringify(ALICE_CHAT)}, "First line\\nsecond line", {})`);
    await expect(calls(args.service)).toContain(`saveDraft(${JSON.stringify(ALICE_CHAT)}, "")`);
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** Replying: 'Replying to …' with the answered message's first line; sending passes it, cancelling clears it. */
export const ReplyTarget: Story = {
  args: { replyTo: answered },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const target = canvas.getByTestId('replying-to');
    await expect(target).toHaveTextContent('Replying to Alice: Did you see the new relay?');
    await userEvent.click(within(target).getByRole('button', { name: 'Cancel reply' }));
    await expect(canvas.queryByTestId('replying-to')).toBeNull();
  },
};

/** Sending a reply passes the answered message's id. */
export const SendReply: Story = {
  args: { replyTo: answered },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Yes!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(canvas.queryByTestId('replying-to')).toBeNull());
    await expect(calls(args.service)).toContain(`send(${JSON.stringify(ALICE_CHAT)}, "Yes!", {"replyTo":${JSON.stringify(answered.id)}})`);
  },
};

/** A failed send keeps the text and says why. */
export const SendFailure: Story = {
  args: { service: fakeChatService(sendFailure('No relay accepted the private message')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'Is this thing on?{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Not sent: No relay accepted the private message');
    await expect(field).toHaveValue('Is this thing on?');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

const attachInput = (canvasElement: HTMLElement) => within(canvasElement).getByTestId<HTMLInputElement>('attach-file-input');
const photo = () => new File([new Uint8Array(2048)], 'photo.png', { type: 'image/png' });

/** Attach sends the chosen file (as a reply when replying): 'Sending photo.png…' meanwhile, then the reply target is cleared. */
export const AttachFile: Story = {
  args: { service: fakeChatService({ ...groupedMessages(), sendFileMs: 800 }), replyTo: answered },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Attach a file' })).toBeEnabled();
    await userEvent.upload(attachInput(canvasElement), photo());
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending photo.png…');
    await expect(canvas.getByRole('button', { name: 'Attach a file' })).toBeDisabled();
    await expect(calls(args.service)).toContain(`sendFile(${JSON.stringify(ALICE_CHAT)}, "photo.png", {"replyTo":${JSON.stringify(answered.id)}})`);
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 3000 });
    await expect(canvas.queryByTestId('replying-to')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Attach a file' })).toBeEnabled();
  },
};

/** A file over 100 MB is refused at once, nothing sent. */
export const FileTooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const huge = new File(['x'], 'film.mkv', { type: 'video/x-matroska' });
    Object.defineProperty(huge, 'size', { value: 100 * 1024 * 1024 + 1 });
    await userEvent.upload(attachInput(canvasElement), huge);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Files up to 100 MB');
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(calls(args.service).filter((call) => call.startsWith('sendFile'))).toEqual([]);
  },
};

/** An upload that fails says why and keeps what was typed. */
export const FileUploadFailure: Story = {
  args: { service: fakeChatService({ ...groupedMessages(), sendFileError: 'No default media server configured' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'Here is the photo');
    await userEvent.upload(attachInput(canvasElement), photo());
    await expect(await canvas.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Not sent: No default media server configured');
    await expect(field).toHaveValue('Here is the photo');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};
