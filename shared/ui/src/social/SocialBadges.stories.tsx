import type { Meta, StoryObj } from '@storybook/react';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { darkPalette } from '@app/ui';
import { FollowDistanceBadgeView } from './FollowDistanceBadgeView';
import { FollowsYouBadgeView } from './FollowsYouBadge';

const meta = {
  title: 'Social/FollowDistanceBadge',
  component: FollowDistanceBadgeView,
  args: { distance: 1, friends: 0, muted: false },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof FollowDistanceBadgeView>;

export default meta;
type Story = StoryObj<typeof meta>;

const shows = (text: string): Story['play'] => async ({ canvasElement }) => {
  await expect(within(canvasElement).getByText(text)).toBeVisible();
};

export const You: Story = { args: { distance: 0 }, play: shows('You') };
export const Following: Story = { args: { distance: 1 }, play: shows('Following') };
export const FollowedByFriends: Story = { args: { distance: 2, friends: 4 }, play: shows('Followed by 4 friends') };

export const FollowedByManyFriends: Story = {
  args: { distance: 2, friends: 42 },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Followed by 42 friends');
    await expect(getComputedStyle(badge).color).toBe(hexToRgb(darkPalette.accent));
  },
};

export const Muted: Story = { args: { distance: 1, muted: true }, play: shows('Muted') };

/** Stories of a component that renders nothing: a caption keeps the canvas from looking broken. */
const rendersNothing = [
  (Story: () => ReactNode) => (
    <figure>
      <figcaption>No badge is shown in this state.</figcaption>
      <div data-testid="subject">
        <Story />
      </div>
    </figure>
  ),
];

export const BeyondFriendsOfFriends: Story = {
  args: { distance: 3 },
  decorators: rendersNothing,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('subject').textContent).toBe('');
  },
};

export const Loading: Story = {
  args: { distance: undefined },
  decorators: rendersNothing,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('subject').textContent).toBe('');
  },
};

export const FollowsYou: Story = {
  render: () => <FollowsYouBadgeView followsYou />,
  play: shows('Follows you'),
};

function hexToRgb(hex: string) {
  return `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
}
