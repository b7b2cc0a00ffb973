import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToggleField, type ToggleFieldProps } from './ToggleField';

/** The field as a page uses it: the saved value follows each change. */
function StatefulToggle(props: ToggleFieldProps) {
  const [checked, setChecked] = useState(props.checked);
  const change = (next: typeof checked) => {
    setChecked(next);
    props.onChange(next);
  };
  return <ToggleField {...props} checked={checked} onChange={change} />;
}

const meta = {
  title: 'Controls/ToggleField',
  component: ToggleField,
  args: { label: 'Autoplay videos', checked: false, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ToggleField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Autoplay videos' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Autoplay videos'));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Changed: Story = {
  render: (args) => <StatefulToggle {...args} />,
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Autoplay videos' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const KeyboardOperable: Story = {
  render: (args) => <StatefulToggle {...args} />,
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Autoplay videos' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const WithHint: Story = {
  args: { label: 'Show reaction counts', checked: true, hint: 'Off by default on touch devices' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Show reaction counts' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Off by default on touch devices');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Autoplay videos' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    label: `Hide posts by people muted more than followed ${'and a very long label that has to wrap '.repeat(3)}`,
    hint: 'Averyveryverylonghintwithoutanyspacesthatmustnotpushthetoggleoutofview'.repeat(3),
  },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toBeVisible();
    const row = toggle.parentElement!;
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};
