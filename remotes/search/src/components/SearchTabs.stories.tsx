import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { SearchTabs } from './SearchTabs';

const meta = {
  title: 'Components/SearchTabs',
  component: SearchTabs,
  args: { active: '/search' },
} satisfies Meta<typeof SearchTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PostsActive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual(['People', 'Posts', 'Market', 'Map', 'Relay']);
    await expect(canvas.getByRole('link', { name: 'Posts' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'People' })).not.toHaveAttribute('aria-current');
  },
};

export const RelayActive: Story = {
  args: { active: '/relay' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Relay' })).toHaveAttribute('aria-current', 'page');
  },
};
