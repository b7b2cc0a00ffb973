import type { Meta, StoryObj } from '@storybook/react';
import type { NostrEvent } from '@app/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { behindDialog } from '../stories/behind-dialog';
import { fakeZapPort } from '../stories/fake-zap-port';
import { CampaignDialog } from './CampaignDialog';

const posts = Array.from({ length: 5 }, (_, n) => ({ id: `${n}`.repeat(64), pubkey: 'c'.repeat(64), kind: 1, content: `post ${n}`, tags: [], created_at: n, sig: '' }) as NostrEvent);

const meta = {
  title: 'Wallet/CampaignDialog',
  component: CampaignDialog,
  decorators: [behindDialog],
  args: { port: fakeZapPort().port, posts, onClose: fn() },
} satisfies Meta<typeof CampaignDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await within(document.body).findByRole('dialog', { name: 'Zap all' }));

/** The defaults of spec 2 §9: 21 bits per post, budget 1,000, skip already zapped. */
export const Configure: Story = {
  play: async () => {
    const body = await dialog();
    await expect(body.getByLabelText('Amount per post (bits)')).toHaveValue('21');
    await expect(body.getByLabelText('Budget (bits)')).toHaveValue('1000');
    await expect(body.getByRole('checkbox', { name: 'Skip posts I already zapped' })).toBeChecked();
    await expect(body.getByText('5 posts in this feed, zapped in order, half a second apart.')).toBeVisible();
  },
};

/** Refused at start (no wallet): the spec's text. */
export const NoWallet: Story = {
  args: { port: fakeZapPort({ campaignError: 'No wallet connected' }).port },
  play: async () => {
    const body = await dialog();
    await userEvent.click(body.getByRole('button', { name: 'Start' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('No wallet connected');
  },
};

/** Running: counts, the live log (each post's start and author's name), pause and continue, then stop with the spec's text. */
export const RunPauseStop: Story = {
  play: async () => {
    const body = await dialog();
    await userEvent.click(body.getByRole('button', { name: 'Start' }));
    const log = await body.findByRole('log', { name: 'Campaign log' });
    await expect(await within(log).findByText('“post 1” by Alice: Already zapped')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Pause' }));
    await userEvent.click(await body.findByRole('button', { name: 'Continue' }));
    await userEvent.click(await body.findByRole('button', { name: 'Stop' }));
    await expect(await body.findByRole('status')).toHaveTextContent('Campaign stopped by user after 1 zaps');
    await expect(body.getByRole('button', { name: 'Done' })).toBeVisible();
  },
};
