import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { FileAttachment } from './FileAttachment';

const meta = {
  title: 'Chat/FileAttachment',
  component: FileAttachment,
  args: { file: { url: 'https://files.example.com/photos/beach.jpg', mime: 'image/jpeg' } },
} satisfies Meta<typeof FileAttachment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An image/* file shows inline (opening the full image). */
export const Image: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Image beach.jpg' })).toHaveAttribute('src', 'https://files.example.com/photos/beach.jpg');
    await expect(canvas.getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  },
};

/** Any other type is a link with its name and size. */
export const Document: Story = {
  args: { file: { url: 'https://files.example.com/docs/My%20plan.pdf', mime: 'application/pdf', size: 3_500_000 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'My plan.pdf (3.3 MB)' })).toHaveAttribute('href', 'https://files.example.com/docs/My%20plan.pdf');
  },
};

/** An encrypted image cannot be shown from its URL: a link and a note. */
export const Encrypted: Story = {
  args: { file: { url: 'https://files.example.com/enc/3f9a', mime: 'image/png', decryptionKey: 'ab'.repeat(32), algorithm: 'aes-gcm' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('Encrypted file: this app cannot open it yet')).toBeVisible();
  },
};

/** A non-http(s) URL is never used. */
export const UnsafeUrl: Story = {
  args: { file: { url: 'javascript:alert(1)', mime: 'image/png' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('A file with an unsupported link')).toBeVisible();
  },
};
