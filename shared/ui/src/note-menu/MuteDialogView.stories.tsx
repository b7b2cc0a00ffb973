import type { Meta, StoryObj } from '@storybook/react';
import { pageBehindDialog } from '../testing/story-decorators';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { MuteDialogView } from './MuteDialogView';

const MUTE_ERROR = 'Error updating mute list. Please try again.';

const meta = {
  title: 'Notes/MuteDialog',
  component: MuteDialogView,
  decorators: [pageBehindDialog],
  args: { name: 'Mallory', following: false, onMute: fn(async () => {}), onUndo: fn(async () => {}), onClose: fn() },
} satisfies Meta<typeof MuteDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Mute' }));

export const ConfirmThenUndo: Story = {
  play: async ({ args }) => {
    const mute = await dialog();
    await expect(mute.getByText('Mute Mallory? Their notes will be hidden from you.')).toBeVisible();
    await userEvent.click(mute.getByRole('button', { name: 'Yes' }));
    await expect(args.onMute).toHaveBeenCalledOnce();
    await expect(await mute.findByRole('status')).toHaveTextContent('Mallory is muted.');
    await userEvent.click(mute.getByRole('button', { name: 'Undo' }));
    await expect(args.onUndo).toHaveBeenCalledOnce();
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const No: Story = {
  play: async ({ args }) => {
    await userEvent.click((await dialog()).getByRole('button', { name: 'No' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onMute).not.toHaveBeenCalled();
  },
};

export const FollowedUser: Story = {
  args: { following: true },
  play: async () => {
    await expect((await dialog()).getByText('You follow Mallory; muting also unfollows them.')).toBeVisible();
  },
};

export const MuteFails: Story = {
  args: { onMute: fn(async () => Promise.reject(new Error(MUTE_ERROR))) },
  play: async ({ args }) => {
    const mute = await dialog();
    await userEvent.click(mute.getByRole('button', { name: 'Yes' }));
    await expect(await mute.findByRole('alert')).toHaveTextContent(MUTE_ERROR);
    await expect(mute.getByRole('button', { name: 'Yes' })).toBeEnabled(); // can retry
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const UndoFails: Story = {
  args: { onUndo: fn(async () => Promise.reject(new Error(MUTE_ERROR))) },
  play: async ({ args }) => {
    const mute = await dialog();
    await userEvent.click(mute.getByRole('button', { name: 'Yes' }));
    await userEvent.click(await mute.findByRole('button', { name: 'Undo' }));
    await expect(await mute.findByRole('alert')).toHaveTextContent(MUTE_ERROR);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
