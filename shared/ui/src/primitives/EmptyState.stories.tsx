import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Button } from './Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { title: 'No posts yet' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No posts yet' })).toBeVisible();
  },
};

export const WithContent: Story = {
  args: {
    title: 'Follow someone to see content from them',
    children: <Button variant="secondary">Find people</Button>,
  },
};

export const LongText: Story = {
  args: {
    title: 'Nothing here '.repeat(12),
    children: <p>{'This explanation is long and should wrap nicely. '.repeat(8)}</p>,
  },
};
