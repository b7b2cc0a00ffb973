import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import SettingsPage from './SettingsPage';

/** The exposed page with its nested routes; the network section reads the offline core of the preview (no relays). */
const meta = {
  title: 'Pages/SettingsPage',
  component: SettingsPage,
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Index: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Settings' })).toBeVisible();
  },
};

export const NetworkWithoutRelays: Story = {
  parameters: { route: '/network' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Network' })).toBeVisible();
    await expect(canvas.getByTestId('relay-summary')).toHaveTextContent('0 connected of 0 enabled relays');
    await expect(canvas.getByText('No relays configured')).toBeVisible();
  },
};

export const UnknownSection: Story = {
  parameters: { route: '/no-such-section' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Settings' })).toBeVisible();
  },
};
