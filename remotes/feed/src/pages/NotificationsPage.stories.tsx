import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import NotificationsPage from './NotificationsPage';

const meta = {
  title: 'Pages/NotificationsPage',
  component: NotificationsPage,
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stories' core has nobody signed in: the page asks to sign in (the signed-in states are NotificationsView's). */
export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await expect(await canvas.findByText('Sign in to see your notifications', {}, { timeout: 5000 })).toBeVisible();
  },
};
