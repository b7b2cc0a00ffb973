import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULTS } from '../stories/settings-fixtures';
import { renderStateful } from '../stories/stateful-view';
import { DebugSettingsView } from './DebugSettingsView';

const DEBUG_KEY = '5f2a'.repeat(16);

const meta = {
  title: 'Views/DebugSettingsView',
  component: DebugSettingsView,
  args: { value: DEFAULTS.debug, onChange: fn() },
} satisfies Meta<typeof DebugSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Debug' })).toBeInTheDocument();
    await expect(canvas.getByRole('switch', { name: 'Debug mode' })).not.toBeChecked();
    await expect(canvas.getByTestId('debug-key-state')).toHaveTextContent('No debug key is set.');
    await expect(canvas.getByRole('button', { name: /^Clear/ })).toBeDisabled();
  },
};

export const KeySet: Story = {
  render: renderStateful(DebugSettingsView),
  args: { value: { enabled: true, privateKey: DEBUG_KEY } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('debug-key-state')).toHaveTextContent('A debug key is set.');
    await expect(canvasElement.innerHTML).not.toContain(DEBUG_KEY);
    await userEvent.click(canvas.getByRole('button', { name: /^Clear/ }));
    await expect(args.onChange).toHaveBeenCalledWith({ privateKey: null });
    await expect(await canvas.findByText('No debug key is set.')).toBeVisible();
  },
};

export const Changed: Story = {
  render: renderStateful(DebugSettingsView),
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Debug mode' });
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith({ enabled: true });
    await expect(toggle).toBeChecked();
  },
};
