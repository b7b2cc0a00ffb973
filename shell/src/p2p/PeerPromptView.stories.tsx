import { withCaption } from '../../../storybook/preset/renders-nothing';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PeerPromptView } from './PeerPromptView';

/** Spec 3 §2: the peer confirmation, asked before a mutual follow's browser connects. */
const meta = {
  title: 'Shell/PeerPrompt',
  component: PeerPromptView,
  args: { name: 'ben', onAnswer: fn() },
  loaders: [() => import('@app/ui').then(({ Modal }) => Modal.preload())],
  decorators: [withCaption('The question opens as a dialog over the page.')],
} satisfies Meta<typeof PeerPromptView>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name: string) => within(document.body).findByRole('dialog', { name });

export const Connect: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(await dialog('WebRTC connect with ben?')).getByRole('button', { name: 'Connect' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(true);
  },
};

export const Decline: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(await dialog('WebRTC connect with ben?')).getByRole('button', { name: 'Decline' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(false);
  },
};

/** A long or hostile display name is text in the heading, never markup. */
export const HostileName: Story = {
  args: { name: '<b>Ben</b> \u202eThe Very Long Display Name Of Someone Who Likes Long Names'.repeat(2) },
  play: async ({ args }) => {
    const shown = await dialog(`WebRTC connect with ${args.name}?`);
    await expect(shown.querySelector('b')).toBeNull();
  },
};
