import type { Meta, StoryObj } from '@storybook/react';
import { getCore } from '@app/core';
import { expect, userEvent, within } from 'storybook/test';
import SettingsPage from './SettingsPage';

/** The exposed page with its nested routes; the sections read and write the offline core of the preview (no relays). */
const meta = {
  title: 'Pages/SettingsPage',
  component: SettingsPage,
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('heading', { level: 1, name });

export const Index: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Settings' })).toBeVisible();
  },
};

export const NetworkWithoutRelays: Story = {
  parameters: { route: '/network' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Network' })).toBeVisible();
    await expect(canvas.getByTestId('relay-summary')).toHaveTextContent('0 connected of 0 enabled relays');
    await expect(canvas.getByText('No relays configured')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Outbox model' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Connect to my relays' })).toBeChecked();
    await expect(canvas.getByRole('region', { name: 'Peer-to-peer' })).toBeVisible();
  },
};

export const AppearanceWritesTheStore: Story = {
  parameters: { route: '/appearance' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Appearance');
    const before = getCore().settings.get().appearance.theme;
    try {
      await userEvent.click(canvas.getByRole('radio', { name: 'Light' }));
      await expect(getCore().settings.get().appearance.theme).toBe('light');
      await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();
    } finally {
      getCore().settings.updateGroup('appearance', { theme: before });
    }
    await expect(await canvas.findByRole('radio', { name: 'Dark' })).toBeChecked();
  },
};

export const UserStoreSwitch: Story = {
  parameters: { route: '/network' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Outbox model' });
    try {
      await userEvent.click(toggle);
      await expect(getCore().user.get().ndkOutboxModel).toBe(false);
      await expect(toggle).not.toBeChecked();
    } finally {
      getCore().user.update({ ndkOutboxModel: true });
    }
  },
};

/** A section of this remote, opened by its route: its page title shows. */
const section = (route: string, title: string): Story => ({
  parameters: { route },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, title)).toBeInTheDocument();
  },
});

export const Content = section('/content', 'Content');
export const ImageProxy = section('/imgproxy', 'Image proxy');
export const Notifications = section('/notifications', 'Notifications');
export const Desktop = section('/desktop', 'Desktop');
export const Debug = section('/debug', 'Debug');
export const Legal = section('/legal', 'Legal');

export const UnknownSection: Story = {
  parameters: { route: '/no-such-section' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Settings' })).toBeVisible();
  },
};

/** /settings/p2p: the peer-to-peer fields, a page of their own (loaded when opened). */
export const PeerToPeerPage: Story = {
  parameters: { route: '/p2p' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Peer-to-peer', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Peer-to-peer connections' })).not.toBeChecked();
  },
};
