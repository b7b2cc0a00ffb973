import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { TextInput } from './TextInput';

const meta = {
  title: 'Primitives/TextInput',
  component: TextInput,
  args: { label: 'Relay address', placeholder: 'wss://relay.example.com' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Relay address');
    await userEvent.type(input, 'wss://nos.lol');
    await expect(input).toHaveValue('wss://nos.lol');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'not a relay', error: 'Enter a wss:// address' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Relay address');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a wss:// address');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'wss://relay.damus.io' } };
