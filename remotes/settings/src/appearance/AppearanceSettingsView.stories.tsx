import type { Meta, StoryObj } from '@storybook/react';
import { PRODUCT_NAME } from '@app/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULTS } from '../stories/settings-fixtures';
import { renderStateful } from '../stories/stateful-view';
import { AppearanceSettingsView } from './AppearanceSettingsView';

const meta = {
  title: 'Views/AppearanceSettingsView',
  component: AppearanceSettingsView,
  args: { value: DEFAULTS.appearance, onChange: fn() },
} satisfies Meta<typeof AppearanceSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Appearance' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toHaveAttribute('value', PRODUCT_NAME);
    await expect(canvas.getByRole('switch', { name: 'Show right column' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Single-column layout' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Limit page width' })).not.toBeChecked();
  },
};

export const Changed: Story = {
  render: renderStateful(AppearanceSettingsView),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Light' }));
    await expect(args.onChange).toHaveBeenCalledWith({ theme: 'light' });
    await userEvent.click(canvas.getByRole('switch', { name: 'Single-column layout' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ singleColumnLayout: true });
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Single-column layout' })).toBeChecked();
  },
};

export const SystemTheme: Story = {
  args: { value: { ...DEFAULTS.appearance, theme: 'system', showRightColumn: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Show right column' })).not.toBeChecked();
  },
};

export const KeyboardOrder: Story = {
  render: renderStateful(AppearanceSettingsView),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Show right column' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith({ showRightColumn: false });
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Single-column layout' })).toHaveFocus();
  },
};
