import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: {
    label: 'Search',
    items: [
      { label: 'People', to: '/u' },
      { label: 'Posts', to: '/search', active: true },
      { label: 'Market', to: '/m' },
      { label: 'Map', to: '/map' },
      { label: 'Relay', to: '/relay' },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Posts' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'People' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Map' })).toHaveAttribute('href', '/map');
  },
};

export const ManyTabs: Story = {
  args: {
    items: Array.from({ length: 14 }, (_, i) => ({
      label: `Feed number ${i + 1}`,
      to: `/feed/${i + 1}`,
      active: i === 0,
    })),
  },
};

/** A profile's six tabs on a 300 px column: they scroll, with a shadow cue at the hidden edge, and the active last tab is in view. */
export const ScrollsWithCueWhenNarrow: Story = {
  args: {
    label: 'Profile',
    items: ['Posts', 'Market', 'Replies', 'Media', 'Likes', 'You'].map((label) => ({ label, to: `/p/${label}`, active: label === 'You' })),
  },
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('navigation', { name: 'Profile' });
    await expect(bar.scrollWidth).toBeGreaterThan(bar.clientWidth);
    await expect(getComputedStyle(bar).backgroundImage).toContain('radial-gradient');
    const you = canvas.getByRole('link', { name: 'You' });
    await expect(you.getBoundingClientRect().right).toBeLessThanOrEqual(bar.getBoundingClientRect().right + 1);
    await expect(bar.scrollLeft).toBeGreaterThan(0);
  },
};
