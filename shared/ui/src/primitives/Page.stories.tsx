import type { Meta, StoryObj } from '@storybook/react';
import { EmptyState } from './EmptyState';
import { Page } from './Page';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Primitives/Page',
  component: Page,
  args: {
    children: (
      <>
        <PageHeader title="Home" />
        <EmptyState title="No posts yet">Posts from people you follow appear here.</EmptyState>
      </>
    ),
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = { args: { maxWidth: 400 } };
