import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { MediaGrid } from '../feed-list/MediaGrid';
import { imageNotes, videoNote } from './media-fixtures';

const meta = {
  title: 'Media/MediaGrid',
  component: MediaGrid,
  args: { events: [...imageNotes(4), videoNote] },
} satisfies Meta<typeof MediaGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tile opens the full-screen viewer at that note's media; Escape closes it. */
export const TileOpensViewer: Story = {
  play: async ({ canvasElement }) => {
    const tiles = within(canvasElement).getAllByTestId('media-tile');
    await expect(tiles).toHaveLength(5);
    await expect(tiles[0].querySelector('[data-testid="media-blurhash"]')).not.toBeNull();
    await userEvent.click(tiles[2]);
    const dialog = within(document.body).getByRole('dialog', { name: 'Media viewer' });
    await expect(within(dialog).getByTestId('media-counter')).toHaveTextContent('3 / 5');
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(tiles[2]).toHaveFocus();
  },
};
