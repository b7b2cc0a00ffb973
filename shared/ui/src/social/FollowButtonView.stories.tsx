import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FollowButtonView } from './FollowButtonView';
import type { FollowButtonState } from './followRules';

const meta = {
  title: 'Social/FollowButton',
  component: FollowButtonView,
  args: { state: 'follow', onFollow: fn(), onUnfollow: fn(), onUnmute: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof FollowButtonView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Follow: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Follow' }));
    await expect(args.onFollow).toHaveBeenCalledOnce();
  },
};

export const Following: Story = {
  args: { state: 'following' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Following' });
    await userEvent.hover(button);
    await expect(button).toHaveTextContent('Unfollow');
    await userEvent.click(button);
    await expect(args.onUnfollow).toHaveBeenCalledOnce();
  },
};

export const Muted: Story = {
  args: { state: 'muted' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Unmute' }));
    await expect(args.onUnmute).toHaveBeenCalledOnce();
  },
};

export const Publishing: Story = {
  args: { state: 'following', busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

export const HiddenForSelfOrLoggedOut: Story = {
  args: { state: 'hidden' },
  decorators: [
    (Story) => (
      <figure>
        <figcaption>No follow button on one's own profile or when logged out.</figcaption>
        <Story />
      </figure>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

function Interactive() {
  const [state, setState] = useState<FollowButtonState>('follow');
  return (
    <FollowButtonView
      state={state}
      onFollow={() => setState('following')}
      onUnfollow={() => setState('follow')}
      onUnmute={() => setState('follow')}
    />
  );
}

/** Follow → Following → (hover) Unfollow → Follow. */
export const FollowThenUnfollow: Story = {
  render: () => <Interactive />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Follow' }));
    await expect(canvas.getByRole('button')).toHaveTextContent('Following');
    await userEvent.unhover(canvas.getByRole('button'));
    await userEvent.hover(canvas.getByRole('button'));
    await userEvent.click(canvas.getByRole('button', { name: 'Unfollow' }));
    await expect(canvas.getByRole('button')).toHaveTextContent('Follow');
  },
};
