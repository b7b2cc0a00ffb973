import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import NotificationsPage from './NotificationsPage';

const meta = {
  title: 'Pages/NotificationsPage',
  component: NotificationsPage,
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A logged-out visitor has no notifications: the page's only state. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await expect(canvas.getByText('No notifications yet')).toBeVisible();
  },
};
