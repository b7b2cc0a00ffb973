import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import EditProfilePage from './EditProfilePage';

const meta = {
  title: 'Pages/EditProfilePage',
  component: EditProfilePage,
} satisfies Meta<typeof EditProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Editing needs a signed-in account: the page's only state until sign-in exists. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Edit profile' })).toBeVisible();
    await expect(await canvas.findByText('Sign in to edit your profile')).toBeVisible();
  },
};
