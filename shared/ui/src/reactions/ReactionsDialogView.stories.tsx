import type { Meta, StoryObj } from '@storybook/react';
import { pageBehindDialog } from '../testing/story-decorators';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { installOfflineCore } from '../../../../storybook/preset/offline-core';
import { storyProfile, storyPubkey } from '../../../../storybook/preset/story-events';
import { EMPTY_SUMMARY, type ReactionSummary } from './noteActionsContract';
import { ReactionsDialogView } from './ReactionsDialogView';

const people = [storyProfile(11, { name: 'Alice' }), storyProfile(12, { name: 'Bob' }), storyProfile(13, { name: 'Carol' })];

const summary: ReactionSummary = {
  likes: [
    { id: 'l1', pubkey: storyPubkey(11), content: '+', created_at: 1 },
    { id: 'l2', pubkey: storyPubkey(12), content: '🔥', created_at: 2 },
    { id: 'l3', pubkey: storyPubkey(13), content: ':sats:', emojiUrl: 'javascript:alert(1)', created_at: 3 },
  ],
  reposts: [{ id: 'r1', pubkey: storyPubkey(12), created_at: 1, kind: 6 }],
  zaps: [
    { id: 'z1', pubkey: storyPubkey(11), amount: 2100, comment: 'A very long zap comment that goes on and on past fifty characters', created_at: 1 },
    { id: 'z2', pubkey: storyPubkey(13), amount: 21, comment: '', created_at: 2 },
  ],
  zapTotal: 2121,
  replies: 0,
};

const meta = {
  title: 'Reactions/ReactionsDialog',
  component: ReactionsDialogView,
  decorators: [pageBehindDialog],
  args: { summary, onClose: fn() },
  beforeEach: () => installOfflineCore(people.map((person) => person.event)),
} satisfies Meta<typeof ReactionsDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Likes: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Reactions' }));
    await expect(dialog.getByRole('tab', { name: 'Likes' })).toHaveAttribute('aria-selected', 'true');
    await expect(await dialog.findByRole('link', { name: 'Alice' })).toBeVisible();
    await expect(dialog.getByText('❤️')).toBeVisible();
    await expect(dialog.getByText('🔥')).toBeVisible();
    // An unsafe emoji URL is not loaded: the shortcode shows as text.
    await expect(dialog.getByText(':sats:')).toBeVisible();
    await expect(dialog.queryByRole('img', { name: ':sats:' })).toBeNull();
  },
};

export const Zaps: Story = {
  args: { initialTab: 'zaps' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Reactions' }));
    await expect(dialog.getByText(/⚡ 2\.1K · A very long zap comment that goes on and on past f…/)).toBeVisible();
    await expect(dialog.getByText('⚡ 21')).toBeVisible();
    await userEvent.click(dialog.getByRole('tab', { name: 'Reposts' }));
    await expect(await dialog.findByRole('link', { name: 'Bob' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { summary: EMPTY_SUMMARY },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Reactions' }));
    await expect(dialog.getByText('No reactions yet')).toBeVisible();
    await userEvent.click(dialog.getByRole('tab', { name: 'Reposts' }));
    await expect(dialog.getByText('No reposts yet')).toBeVisible();
    await userEvent.click(dialog.getByRole('tab', { name: 'Zaps' }));
    await expect(dialog.getByText('No zaps yet')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
