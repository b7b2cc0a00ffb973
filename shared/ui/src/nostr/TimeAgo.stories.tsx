import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { TimeAgo } from './TimeAgo';

const NOW_MS = Date.UTC(2025, 5, 15, 12);
const ago = (seconds: number) => NOW_MS / 1000 - seconds;

const meta = {
  title: 'Nostr/TimeAgo',
  component: TimeAgo,
  args: { timestamp: ago(5 * 60), now: NOW_MS },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof TimeAgo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Minutes: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('5m')).toBeVisible();
  },
};

/** The full date appears as the tooltip once the pointer is over the time. */
export const FullDateOnHover: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('5m');
    await userEvent.hover(time);
    await expect(time).toHaveAttribute('title', new Date(ago(5 * 60) * 1000).toLocaleString());
  },
};

export const JustNow: Story = { args: { timestamp: ago(10) } };
export const Hours: Story = { args: { timestamp: ago(3 * 3600) } };
export const Days: Story = { args: { timestamp: ago(2 * 86400) } };
export const OlderDate: Story = { args: { timestamp: Date.UTC(2023, 2, 4, 12) / 1000 } };
export const LiveClock: Story = { args: { timestamp: Math.floor(Date.now() / 1000) - 90, now: undefined } };
