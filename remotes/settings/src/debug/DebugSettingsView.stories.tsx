import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULTS } from '../stories/settings-fixtures';
import { renderStateful } from '../stories/stateful-view';
import { DebugSettingsView, type DebugSettingsViewProps } from './DebugSettingsView';

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

/** The page keeping its own changes, as the store would, with the developer information passed through. */
function StatefulDebugPage(args: DebugSettingsViewProps) {
  const [value, setValue] = useState(args.value);
  const change = (partial: Partial<DebugSettingsViewProps['value']>) => {
    setValue((current) => ({ ...current, ...partial }));
    args.onChange(partial);
  };
  return <DebugSettingsView {...args} value={value} onChange={change} />;
}

/** Debug mode on: the developer information appears below; off again, it goes. */
export const Changed: Story = {
  render: StatefulDebugPage,
  args: { info: <section aria-label="Developer information">relays, remotes, storage</section> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Debug mode' });
    await expect(canvas.queryByRole('region', { name: 'Developer information' })).toBeNull();
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith({ enabled: true });
    await expect(toggle).toBeChecked();
    await expect(canvas.getByRole('region', { name: 'Developer information' })).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('region', { name: 'Developer information' })).toBeNull();
  },
};
