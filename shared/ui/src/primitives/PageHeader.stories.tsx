import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Button } from './Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Primitives/PageHeader',
  component: PageHeader,
  args: { title: 'Notifications' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Notifications',
    );
  },
};

export const WithBackAndActions: Story = {
  args: {
    back: (
      <Button variant="ghost" aria-label="Back">
        ←
      </Button>
    ),
    actions: <Button size="sm">Mark all read</Button>,
  },
};

export const LongTitle: Story = {
  args: { title: 'A very long page title that must be truncated with an ellipsis '.repeat(3) },
};
