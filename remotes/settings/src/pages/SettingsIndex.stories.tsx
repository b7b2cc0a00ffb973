import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { SettingsIndex } from './SettingsIndex';

const meta = {
  title: 'Pages/SettingsIndex',
  component: SettingsIndex,
} satisfies Meta<typeof SettingsIndex>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sections: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Settings sections' }));
    await expect(nav.getByRole('link', { name: 'Network' })).toHaveAttribute('href', '/settings/network');
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/settings/profile');
  },
};
