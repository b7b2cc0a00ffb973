import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import ChatsPage from './ChatsPage';

const meta = {
  title: 'Pages/ChatsPage',
  component: ChatsPage,
} satisfies Meta<typeof ChatsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No conversations yet: the page's only state until chats land. */
export const NoChats: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Messages' })).toBeVisible();
    await expect(canvas.getByText('No chats yet')).toBeVisible();
  },
};
