import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import NewPostPage from './NewPostPage';

const meta = {
  title: 'Pages/NewPostPage',
  component: NewPostPage,
} satisfies Meta<typeof NewPostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Until sign-in exists, the composer explains what is needed. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'New Post' })).toBeVisible();
    await expect(canvas.getByText('Sign in to post')).toBeVisible();
  },
};
