import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AmountField, type AmountFieldProps } from './AmountField';

function Field(props: AmountFieldProps) {
  const [value, setValue] = useState(props.value);
  return <AmountField {...props} value={value} onChange={(next) => (setValue(next), props.onChange(next))} />;
}

const meta = {
  title: 'Wallet/AmountField',
  component: AmountField,
  render: (args) => <Field {...args} />,
  args: { value: '', onChange: fn() },
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Amount (bits)'), '1,000');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const NotANumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Amount (bits)'), 'abc');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Amount must be a valid number');
    await expect(canvas.getByLabelText('Amount (bits)')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Zero: Story = {
  args: { value: '0' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Amount must be greater than 0');
  },
};
