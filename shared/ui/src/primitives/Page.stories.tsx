import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
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

/** The light theme: every colour role switches through the CSS variables, with no re-render. */
export const LightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(within(canvasElement).getByRole('heading', { name: 'Home' })).color).toBe('rgb(21, 23, 28)');
  },
};

/** The product's dark theme, the default. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(15, 17, 21)');
  },
};
