import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formValuesFrom } from '../model/profile-form';
import { EditProfileView } from './EditProfileView';

const stored = formValuesFrom({
  name: 'alice',
  display_name: 'Alice Liddell',
  picture: 'https://alice.example.com/me.png',
  website: 'https://alice.example.com',
  lud16: 'alice@wallet.example',
  nip05: 'alice@example.com',
  about: 'Down the rabbit hole.',
});

const meta = {
  title: 'Views/EditProfileView',
  component: EditProfileView,
  args: { state: { status: 'ready', initial: stored }, onSave: fn(async () => undefined), onRetry: fn() },
} satisfies Meta<typeof EditProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

const LABELS = ['Name', 'Display name', 'Picture', 'Banner', 'Website', 'Lightning address', 'NIP-05', 'About'];

export const Prefilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of LABELS) await expect(canvas.getByLabelText(label)).toBeVisible();
    await expect(canvas.getByLabelText('Display name')).toHaveValue('Alice Liddell');
    await expect(canvas.getByLabelText('Banner')).toHaveValue('');
    await expect(canvas.getByLabelText('About')).toHaveValue('Down the rabbit hole.');
  },
};

export const SavePublishesOnlyChanges: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Display name'));
    await userEvent.type(canvas.getByLabelText('Display name'), 'Alice in Wonderland');
    await userEvent.clear(canvas.getByLabelText('About'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ display_name: 'Alice in Wonderland', about: '' });
  },
};

export const InvalidWebsiteBlocksSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const website = canvas.getByLabelText('Website');
    await userEvent.clear(website);
    await userEvent.type(website, 'javascript:alert(1)');
    await expect(canvas.getByText('Website must be a valid http(s) URL')).toBeVisible();
    await expect(website).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(website, '{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Picture and banner are links too: anything but an http(s) URL is refused with a message per field. */
export const InvalidPictureAndBannerBlockSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByLabelText('Picture');
    await userEvent.clear(picture);
    await userEvent.type(picture, 'me.png');
    await userEvent.type(canvas.getByLabelText('Banner'), 'javascript:alert(1)');
    await expect(canvas.getByText('Picture must be a valid http(s) URL')).toBeVisible();
    await expect(canvas.getByText('Banner must be a valid http(s) URL')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(picture);
    await userEvent.clear(canvas.getByLabelText('Banner'));
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const SaveFails: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error('No relay accepted the event'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No relay accepted the event');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { state: { status: 'ready', initial: formValuesFrom({}) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of LABELS) await expect(canvas.getByLabelText(label)).toHaveValue('');
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading profile' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { state: { status: 'failed', message: 'Signer is locked' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Signer is locked')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const SignedOut: Story = {
  args: { state: { status: 'signed-out' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sign in to edit your profile')).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

const picture = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

/** Upload picture sends the file to the upload service and puts the returned URL in the field. */
export const UploadPicture: Story = {
  args: { onUpload: fn(async () => 'https://media.example.com/abc123.png') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Upload picture'), picture());
    await waitFor(() => expect(canvas.getByLabelText('Picture')).toHaveValue('https://media.example.com/abc123.png'));
    await expect(args.onUpload).toHaveBeenCalledOnce();
    await expect(canvas.getByLabelText('Upload banner')).toBeInTheDocument();
  },
};

/** A failed upload shows the service's error and leaves the field as it was. */
export const UploadFails: Story = {
  args: { onUpload: fn(async () => Promise.reject(new Error('No default media server configured'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Upload banner'), picture());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No default media server configured');
    await expect(canvas.getByLabelText('Banner')).toHaveValue('');
  },
};
