import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FILE_ERRORS, type ChatFile, type ChatService } from '@app/core/chat';
import { encryptedFile } from '../stories/chat-fixtures';
import { fakeChatService, type FakeChatService } from '../stories/fake-chat-service';
import { resetFakeService } from '../stories/story-setup';
import { FileAttachment } from './FileAttachment';

/** The attachment with the service's openFile, as the conversation gives it. */
function AttachmentOf({ service, file }: { service: ChatService; file?: ChatFile }) {
  return <FileAttachment file={file} openFile={service.openFile} />;
}

const meta = {
  title: 'Chat/FileAttachment',
  component: AttachmentOf,
  beforeEach: resetFakeService,
  decorators: [(Story) => <div style={{ maxWidth: 420, padding: 16 }}>{Story()}</div>],
  args: { service: fakeChatService(), file: { url: 'https://files.example.com/photos/beach.jpg', mime: 'image/jpeg' } },
} satisfies Meta<typeof AttachmentOf>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = (service: unknown) => (service as FakeChatService).calls;
const SECRET_PHOTO = encryptedFile('https://blossom.example.com/3f9a', 'image/png', 315);
/** The theme's error red. */
const ERROR_RED = 'rgb(240, 97, 109)';

/** A plain image/* file shows inline (opening the full image). */
export const Image: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Image beach.jpg' })).toHaveAttribute('src', 'https://files.example.com/photos/beach.jpg');
    await expect(canvas.getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expect(calls(args.service)).toEqual([]);
  },
};

/** Any other plain type is a link with its name and size. */
export const Document: Story = {
  args: { file: { url: 'https://files.example.com/docs/My%20plan.pdf', mime: 'application/pdf', size: 3_500_000 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'My plan.pdf (3.3 MB)' })).toHaveAttribute('href', 'https://files.example.com/docs/My%20plan.pdf');
  },
};

/** A non-http(s) URL of a plain file is never used. */
export const UnsafeUrl: Story = {
  args: { file: { url: 'javascript:alert(1)', mime: 'image/png' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('A file with an unsupported link')).toBeVisible();
  },
};

/** A key without its nonce cannot be decrypted: a link and a note, nothing opened. */
export const EncryptedWithoutNonce: Story = {
  args: { file: { url: 'https://files.example.com/enc/3f9a', mime: 'image/png', decryptionKey: 'ab'.repeat(32), algorithm: 'aes-gcm' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('Encrypted file without its nonce: it cannot be opened')).toBeVisible();
    await expect(calls(args.service)).toEqual([]);
  },
};

/** While an encrypted file is fetched and decrypted: 'Decrypting...' with a spinner. */
export const Decrypting: Story = {
  args: { service: fakeChatService({ openFilePending: true }), file: SECRET_PHOTO },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Decrypting...')).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Decrypting...' })).toBeVisible();
    // opened from an effect: the built Storybook (no act()) can start the play before it has run
    await waitFor(() => expect(calls(args.service)).toEqual([`openFile(${JSON.stringify(SECRET_PHOTO.url)})`]));
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** An encrypted image, once decrypted, shows from its plain bytes (an object URL), never from its stored URL. */
export const EncryptedImage: Story = {
  args: { file: SECRET_PHOTO },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = await canvas.findByRole<HTMLImageElement>('img', { name: 'Image' });
    await expect(image.src).toMatch(/^blob:/);
    await waitFor(() => expect(image.naturalWidth).toBe(160));
    await expect(getComputedStyle(image).maxWidth).toBe('100%');
    await expect(canvas.queryByText('Decrypting...')).toBeNull();
  },
};

/** An encrypted video plays from its plain bytes, with the browser's controls. */
export const EncryptedVideo: Story = {
  args: { file: encryptedFile('https://blossom.example.com/clip', 'video/mp4', 4096) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('video')).not.toBeNull());
    const video = canvasElement.querySelector('video')!;
    await expect(video).toHaveAttribute('controls');
    await expect(video.src).toMatch(/^blob:/);
  },
};

/** Any other encrypted file: a download link with its name and size. */
export const EncryptedDocument: Story = {
  args: { file: encryptedFile('https://blossom.example.com/itinerary.pdf', 'application/pdf', 52_000) },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Download itinerary.pdf (51 KB)' });
    await expect(link.getAttribute('href')).toMatch(/^blob:/);
    await expect(link).toHaveAttribute('download', 'itinerary.pdf');
  },
};

/** The file could not be fetched: the reason in red and Retry, which opens it this time. */
export const FetchFailure: Story = {
  args: { service: fakeChatService({ openFileError: FILE_ERRORS.fetch, openFileFailures: 1, openFileMs: 300 }), file: SECRET_PHOTO },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch encrypted file');
    await expect(getComputedStyle(alert).color).toBe(ERROR_RED);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('Decrypting...')).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Image' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(calls(args.service)).toHaveLength(2);
  },
};

/** The file was fetched but would not decrypt (or its hash did not match): the reason in red and Retry. */
export const DecryptFailure: Story = {
  args: { service: fakeChatService({ openFileError: FILE_ERRORS.decrypt }), file: SECRET_PHOTO },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to decrypt file');
    await expect(getComputedStyle(alert).color).toBe(ERROR_RED);
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
