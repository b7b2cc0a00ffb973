import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { SocialGraphSettings } from './SocialGraphSettings';
import { NO_GRAPH_SERVICE } from './graph-service';

/** The connected page on the preview's offline core: nobody signed in, no relays, no graph service configured. */
const meta = {
  title: 'Pages/SocialGraphSettings',
  component: SocialGraphSettings,
} satisfies Meta<typeof SocialGraphSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOutOffline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Social graph' })).toBeVisible();
    await expect(await canvas.findByText('Distance 0')).toBeVisible();
    await expect(await canvas.findByTestId('signed-out')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download graph' })).toBeDisabled();
    await expect(canvas.getByTestId('download-unavailable')).toHaveTextContent(NO_GRAPH_SERVICE);
  },
};
