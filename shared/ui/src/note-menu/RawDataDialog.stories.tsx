import type { Meta, StoryObj } from '@storybook/react';
import { pageBehindDialog } from '../testing/story-decorators';
import { expect, fn, screen, spyOn, userEvent, within } from 'storybook/test';
import { HOSTILE_CONTENT, sampleNote } from '../testing/fixtures';
import { RawDataDialog } from './RawDataDialog';

const event = sampleNote(HOSTILE_CONTENT, { tags: [['t', 'nostr'], ['p', 'b'.repeat(64)]] });

const meta = {
  title: 'Notes/RawDataDialog',
  component: RawDataDialog,
  decorators: [pageBehindDialog],
  args: { event, onClose: fn() },
} satisfies Meta<typeof RawDataDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The JSON is text: hostile markup in the content is shown, never rendered. */
export const RawData: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Raw data' }));
    const json = dialog.getByTestId('raw-data');
    await expect(JSON.parse(json.textContent!)).toEqual(event);
    await expect(json.querySelector('img, script, a')).toBeNull();
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(dialog.getByRole('button', { name: 'Copy' }));
    await expect(await dialog.findByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(writeText).toHaveBeenCalledWith(JSON.stringify(event, null, 2));
    writeText.mockRestore();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The relays the note was seen on link to their relay pages (scheme and trailing slash stripped) and close the dialog. */
export const SeenOnRelays: Story = {
  args: { seenOn: ['ws://127.0.0.1:7777/', 'wss://relay.example.com/'] },
  play: async ({ args }) => {
    const seenOn = within(await screen.findByRole('region', { name: 'Seen on' }));
    await expect(seenOn.getByRole('link', { name: 'ws://127.0.0.1:7777/' })).toHaveAttribute('href', '/relay/127.0.0.1%3A7777');
    await userEvent.click(seenOn.getByRole('link', { name: 'wss://relay.example.com/' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const SeenNowhere: Story = {
  play: async () => {
    await screen.findByRole('dialog', { name: 'Raw data' });
    await expect(screen.queryByRole('region', { name: 'Seen on' })).toBeNull();
  },
};
