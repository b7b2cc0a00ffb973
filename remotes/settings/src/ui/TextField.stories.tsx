import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Controls/TextField',
  component: TextField,
  args: { label: 'Notification server', value: '', onChange: fn(), placeholder: 'https://api.example.com' },
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Notification server' });
    await expect(input).toHaveAttribute('placeholder', 'https://api.example.com');
    await userEvent.type(input, 'h');
    await expect(args.onChange).toHaveBeenCalledWith('h');
  },
};

export const Changed: Story = {
  args: { value: 'https://api.example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Notification server' })).toHaveValue('https://api.example.com');
  },
};

export const WithHint: Story = {
  args: { hint: 'Leave empty to use the default server' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Notification server' });
    await expect(input).toHaveAccessibleDescription('Leave empty to use the default server');
  },
};

export const InvalidInput: Story = {
  args: { value: 'not a url', error: 'Enter a full address starting with https:// or http://', hint: 'Leave empty to use the default server' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Notification server' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter a full address starting with https:// or http://');
    await expect(canvas.getByText('Leave empty to use the default server')).toBeVisible();
  },
};

export const Monospace: Story = {
  args: { label: 'Key', value: '943b421c9eb07c830af81030552c86009268de4e532ba2ee2eab8247c6da0881', monospace: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Key' });
    await expect(getComputedStyle(input).fontFamily).toMatch(/mono/i);
  },
};

export const LongContent: Story = {
  args: { value: `https://${'very-long-subdomain-'.repeat(8)}example.com/`, hint: 'hint-without-spaces-'.repeat(12) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
