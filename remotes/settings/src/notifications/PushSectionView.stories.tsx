import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PushStatus } from '@app/core/push';
import { PushSectionView } from './PushSectionView';

const OFF: PushStatus = { supported: true, permission: 'default', declined: false, subscribed: false, busy: false, error: null };

/** Push for this browser on the notifications settings page. */
const meta = {
  title: 'Settings/Notifications/PushSection',
  component: PushSectionView,
  args: { status: OFF, signedIn: true, onEnable: fn(), onDisable: fn() },
} satisfies Meta<typeof PushSectionView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: one button turns it on. */
export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enable push notifications' }));
    await expect(args.onEnable).toHaveBeenCalledOnce();
  },
};

/** On for this browser. */
export const On: Story = {
  args: { status: { ...OFF, permission: 'granted', subscribed: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Push notifications are on for this browser.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off push notifications' }));
    await expect(args.onDisable).toHaveBeenCalledOnce();
  },
};

/** The browser's permission was refused. */
export const Denied: Story = {
  args: { status: { ...OFF, permission: 'denied' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Notifications are not allowed. Please enable them first.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** No service workers here: spec 1 §8's text, as an alert, and nothing to press. */
export const Unsupported: Story = {
  args: { status: { ...OFF, supported: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent("Your browser doesn't support service workers, which are required for notifications.");
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Signed out. */
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sign in to get push notifications.')).toBeVisible();
  },
};

/** The server failed: its message. */
export const ServerError: Story = {
  args: { status: { ...OFF, error: 'Invalid response' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid response');
  },
};

/** Enabling. */
export const Busy: Story = {
  args: { status: { ...OFF, busy: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Enabling…' })).toBeDisabled();
  },
};

/** While the push code loads. */
export const Loading: Story = {
  args: { status: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading…')).toBeVisible();
  },
};
