import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, spyOn, userEvent, within } from 'storybook/test';
import { npubEncode, profilePath } from '@app/core';
import { alicePubkey, bobPubkey } from '../stories/fixtures';
import { ProfileActions } from './ProfileActions';

const meta = {
  title: 'Components/ProfileActions',
  component: ProfileActions,
  args: {
    pubkey: alicePubkey,
    npub: npubEncode(alicePubkey),
    profileUrl: `https://app.example${profilePath(alicePubkey, ['wss://relay.example'])}`,
    name: 'Alice Liddell',
    viewer: bobPubkey,
    muted: false,
    followControl: <button type="button">Follow</button>,
    onMessage: fn(),
    onMute: fn(async () => undefined),
    onUnmute: fn(async () => undefined),
  },
} satisfies Meta<typeof ProfileActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const openMenu = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Profile menu' }));
  return within(screen.getByRole('menu', { name: 'Profile menu' }));
};

export const LoggedOut: Story = {
  args: { viewer: null, onViewAs: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Message' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Edit profile' })).toBeNull();
    const menu = await openMenu(canvasElement);
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View as', 'Copy npub', 'Copy link']);
    await userEvent.click(menu.getByRole('menuitem', { name: 'View as' }));
    await expect(args.onViewAs).toHaveBeenCalledOnce();
  },
};

export const WithLightningAddress: Story = {
  args: { lightningAddress: 'alice@getalby.com' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show lightning address QR code' }));
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getAllByText('alice@getalby.com')[0]).toBeVisible();
    await expect(await dialog.findByRole('img', { name: 'QR code of alice@getalby.com' })).toBeVisible();
  },
};

export const OwnProfile: Story = {
  args: { viewer: alicePubkey },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/settings/profile');
    await expect(canvas.queryByRole('button', { name: 'Follow' })).toBeNull();
    const menu = await openMenu(canvasElement);
    await expect(menu.queryByRole('menuitem', { name: 'Mute' })).toBeNull();
  },
};

export const SomeoneElse: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Follow' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Edit profile' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Message' }));
    await expect(args.onMessage).toHaveBeenCalledOnce();
  },
};

/** Someone with a lightning address: Zap opens the zap dialog. */
export const Zappable: Story = {
  args: { lightningAddress: 'alice@getalby.com', onZap: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '⚡ Zap' }));
    await expect(args.onZap).toHaveBeenCalledOnce();
  },
};

export const MuteConfirmThenUndo: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Mute' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mute' }));
    await expect(dialog.getByText('Mute Alice Liddell?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    await expect(await dialog.findByText('Alice Liddell is muted.')).toBeVisible();
    await expect(args.onMute).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Undo' }));
    await expect(args.onUnmute).toHaveBeenCalledOnce();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const MuteDeclined: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Mute' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(args.onMute).not.toHaveBeenCalled();
  },
};

export const MuteFails: Story = {
  args: { onMute: fn(async () => Promise.reject(new Error('no relay'))) },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Mute' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Error updating mute list. Please try again.');
  },
};

export const MutedShowsUnmute: Story = {
  args: { muted: true },
  play: async ({ canvasElement, args }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Unmute' }));
    await expect(args.onUnmute).toHaveBeenCalledOnce();
  },
};

export const CopyNpub: Story = {
  play: async ({ canvasElement, args }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Copy npub' }));
    await expect(writeText).toHaveBeenCalledWith(args.npub);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Copied');
    writeText.mockRestore();
  },
};

/** Copy link copies the profile's public link: an nprofile carrying the relay its profile was seen on. */
export const CopyLink: Story = {
  play: async ({ canvasElement, args }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Copy link' }));
    await expect(writeText).toHaveBeenCalledWith(args.profileUrl);
    await expect(args.profileUrl).toMatch(/^https:\/\/app\.example\/nprofile1/);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Copied');
    writeText.mockRestore();
  },
};

export const WithoutProfileLink: Story = {
  args: { profileUrl: undefined },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.queryByRole('menuitem', { name: 'Copy link' })).toBeNull();
  },
};

export const QrCode: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show QR code' }));
    await expect(await screen.findByRole('dialog', { name: 'Alice Liddell' })).toBeVisible();
  },
};
