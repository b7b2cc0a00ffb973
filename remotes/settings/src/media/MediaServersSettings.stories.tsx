import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { MediaServersSettings } from './MediaServersSettings';

/** The connected page on the preview's offline core: the default servers of a fresh user store, nobody signed in. */
const meta = {
  title: 'Pages/MediaServersSettings',
  component: MediaServersSettings,
} satisfies Meta<typeof MediaServersSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultServers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Media servers' })).toBeVisible();
    const rows = await canvas.findAllByTestId('media-server-row');
    await expect(rows.map((row) => within(row).getByText(/^https:/).textContent)).toEqual(['https://blossom.nostr.build', 'https://nostrcheck.me']);
    await expect(within(rows[0]).getByText('Default')).toBeVisible();
    await expect(within(rows[1]).getByText('NIP-96')).toBeVisible();
    await expect(canvas.getByTestId('media-servers-hint')).toHaveTextContent('sign in to publish it');
  },
};
