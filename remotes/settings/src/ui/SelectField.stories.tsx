import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SelectField, type SelectFieldProps } from './SelectField';

const THEMES = [
  { value: 'nostr', label: 'Dark' },
  { value: 'light', label: 'Light' },
  { value: 'system', label: 'System' },
];

/** The field as a page uses it: the saved value follows each change. */
function StatefulSelect(props: SelectFieldProps<string>) {
  const [value, setValue] = useState(props.value);
  const change = (next: typeof value) => {
    setValue(next);
    props.onChange(next);
  };
  return <SelectField {...props} value={value} onChange={change} />;
}

const meta = {
  title: 'Controls/SelectField',
  component: SelectField<string>,
  args: { label: 'Theme', value: 'nostr', options: THEMES, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof SelectField<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Theme' });
    await expect(within(group).getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
  },
};

export const Changed: Story = {
  render: (args) => <StatefulSelect {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Light' }));
    await expect(args.onChange).toHaveBeenCalledWith('light');
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Dark' })).not.toBeChecked();
  },
};

export const KeyboardOperable: Story = {
  render: (args) => <StatefulSelect {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
  },
};

export const WithHint: Story = {
  args: { hint: 'System follows your device' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Theme' })).toHaveAccessibleDescription('System follows your device');
  },
};

export const LongContent: Story = {
  args: {
    label: 'Log level of the peer-to-peer connections '.repeat(3),
    options: Array.from({ length: 8 }, (_, i) => ({ value: String(i), label: `A rather long option label number ${i + 1}` })),
    value: '3',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'A rather long option label number 4' })).toBeChecked();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
