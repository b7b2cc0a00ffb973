import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FollowButtonView } from './FollowButtonView';
import { FollowedBySummaryView } from './FollowedBySummaryView';
import { HOVER_CARD_DELAY_MS } from './followRules';
import { HoverReveal } from './HoverReveal';
import { ProfileHoverCardView } from './ProfileHoverCardView';
import { LONG_NAME, renderStoryName, storyKey, storyKeys } from './storyPeople';

const PUBKEY = storyKey(3);
const LOCAL_PICTURE = new URL('favicon.svg', document.baseURI).href;
const noop = () => {};

const meta = {
  title: 'Social/ProfileHoverCard',
  component: ProfileHoverCardView,
  args: {
    pubkey: PUBKEY,
    profile: { pubkey: PUBKEY, name: 'dave', display_name: 'Dave', nip05: 'dave@example.com', picture: LOCAL_PICTURE, about: 'Builds relays.', created_at: 1 },
    action: <FollowButtonView state="follow" onFollow={noop} onUnfollow={noop} onUnmute={noop} />,
    footer: <FollowedBySummaryView distance={2} followedBy={storyKeys(5)} renderName={renderStoryName} />,
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ProfileHoverCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Dave' })).toBeVisible();
    await expect(canvas.getByText('dave@example.com')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Follow' })).toBeVisible();
    await expect(canvasElement).toHaveTextContent('Followed by Alice, Bob, Carol and 2 others you follow');
  },
};

export const LongNameAndAbout: Story = {
  args: {
    profile: { pubkey: PUBKEY, display_name: LONG_NAME, nip05: 'not an address', about: 'All work and no play. '.repeat(20), created_at: 1 },
  },
  play: async ({ canvasElement }) => {
    const about = within(canvasElement).getByText(/^All work/);
    await expect(Array.from(about.textContent ?? '')).toHaveLength(101);
    await expect(about.textContent).toMatch(/…$/);
    await expect(within(canvasElement).queryByText('not an address')).toBeNull();
  },
};

export const MissingPicture: Story = {
  args: { profile: { pubkey: PUBKEY, name: 'dave', created_at: 1 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByText('D')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { profile: undefined, footer: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /^npub1/ })).toBeVisible();
  },
};

export const MutedPerson: Story = {
  args: { action: <FollowButtonView state="muted" onFollow={noop} onUnfollow={noop} onUnmute={noop} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Unmute' })).toBeVisible();
  },
};

/** Hover the name: the card opens after 300 ms and closes when the pointer leaves. */
export const OnHover: Story = {
  render: (args) => (
    <div style={{ height: 360 }}>
      <HoverReveal enabled delayMs={HOVER_CARD_DELAY_MS} renderCard={() => <ProfileHoverCardView {...args} />}>
        <span>Hover Dave</span>
      </HoverReveal>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const started = performance.now();
    await userEvent.hover(canvas.getByText('Hover Dave'));
    await expect(canvas.queryByTestId('profile-hover-card')).toBeNull();
    await waitFor(() => expect(canvas.getByTestId('profile-hover-card')).toBeVisible());
    await expect(performance.now() - started).toBeGreaterThanOrEqual(HOVER_CARD_DELAY_MS);
    await userEvent.unhover(canvas.getByText('Hover Dave'));
    await waitFor(() => expect(canvas.queryByTestId('profile-hover-card')).toBeNull());
  },
};
