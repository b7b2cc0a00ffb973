import type { Meta, StoryObj } from '@storybook/react';
import { pageBehindDialog } from '../primitives/story-decorators';
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
