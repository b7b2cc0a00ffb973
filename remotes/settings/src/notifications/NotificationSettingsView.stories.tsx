import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULTS, LONG_URL } from '../stories/settings-fixtures';
import { renderStateful } from '../stories/stateful-view';
import { NotificationSettingsView } from './NotificationSettingsView';

const meta = {
  title: 'Views/NotificationSettingsView',
  component: NotificationSettingsView,
  args: { value: DEFAULTS.notifications, onChange: fn() },
} satisfies Meta<typeof NotificationSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const server = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Notification server' });
const TYPES = ['Mentions', 'Replies', 'Reposts', 'Reactions', 'Zaps', 'Direct messages'];

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    await expect(server(canvasElement)).toHaveValue('');
    await expect(canvas.getAllByRole('switch')).toHaveLength(6);
    for (const name of TYPES) await expect(canvas.getByRole('switch', { name })).toBeChecked();
  },
};

export const Changed: Story = {
  render: renderStateful(NotificationSettingsView),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Zaps' }));
    await expect(args.onChange).toHaveBeenCalledWith({ preferences: { ...DEFAULTS.notifications.preferences, zaps: false } });
    await expect(canvas.getByRole('switch', { name: 'Zaps' })).not.toBeChecked();
    await userEvent.type(server(canvasElement), 'https://api.example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith({ server: 'https://api.example.com' });
  },
};

export const InvalidServer: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(server(canvasElement), 'wss://relay.example.com');
    await expect(await within(canvasElement).findByText('Only http:// and https:// addresses are supported')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalledWith({ server: 'wss://relay.example.com' });
  },
};

export const LongContent: Story = {
  args: { value: { ...DEFAULTS.notifications, server: LONG_URL } },
  play: async ({ canvasElement }) => {
    await expect(server(canvasElement)).toHaveValue(LONG_URL);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
