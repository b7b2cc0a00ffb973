import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Controls/NumberField',
  component: NumberField,
  args: { label: 'Max follow distance for replies', value: 5, min: 0, max: 10, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) => within(canvasElement).getByRole('spinbutton', { name: 'Max follow distance for replies' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = field(canvasElement);
    await expect(input).toHaveValue(5);
    await expect(input).toHaveAttribute('min', '0');
    await expect(input).toHaveAttribute('max', '10');
  },
};

export const Changed: Story = {
  play: async ({ canvasElement, args }) => {
    const input = field(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, '7');
    await expect(args.onChange).toHaveBeenLastCalledWith(7);
    await expect(input).not.toBeInvalid();
  },
};

export const InvalidInput: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = field(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    await expect(await canvas.findByText('Enter a whole number from 0 to 10')).toBeVisible();
    await expect(input).toBeInvalid();
    await expect(args.onChange).not.toHaveBeenCalledWith(12);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue(5);
    await expect(canvas.queryByText('Enter a whole number from 0 to 10')).toBeNull();
  },
};

export const WithHint: Story = {
  args: { hint: '0 only you, 1 people you follow, 2 friends of friends' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveAccessibleDescription('0 only you, 1 people you follow, 2 friends of friends');
  },
};

export const LongContent: Story = {
  args: { label: 'Max outgoing peers '.repeat(6), hint: 'Peers '.repeat(40) },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton');
    await expect(input).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
