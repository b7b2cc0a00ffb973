import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULTS } from '../stories/settings-fixtures';
import { renderStateful } from '../stories/stateful-view';
import { DesktopSettingsView } from './DesktopSettingsView';

const meta = {
  title: 'Views/DesktopSettingsView',
  component: DesktopSettingsView,
  args: { value: DEFAULTS.desktop, onChange: fn() },
} satisfies Meta<typeof DesktopSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Desktop' })).toBeInTheDocument();
    await expect(canvas.getByRole('switch', { name: 'Start on boot' })).not.toBeChecked();
  },
};

export const Changed: Story = {
  render: renderStateful(DesktopSettingsView),
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Start on boot' });
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith({ startOnBoot: true });
    await expect(toggle).toBeChecked();
  },
};
