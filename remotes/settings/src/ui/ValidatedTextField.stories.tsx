import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { parseEvenHex, parseHttpUrl } from '../validation/settings-validation';
import { ValidatedTextField } from './ValidatedTextField';

const meta = {
  title: 'Controls/ValidatedTextField',
  component: ValidatedTextField,
  args: { label: 'Proxy URL', value: 'https://imgproxy.example.com', parse: parseHttpUrl, onSave: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ValidatedTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, name = 'Proxy URL') => within(canvasElement).getByRole('textbox', { name });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveValue('https://imgproxy.example.com');
    await expect(input(canvasElement)).not.toBeInvalid();
  },
};

export const ValidEditIsSaved: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(input(canvasElement), '/proxy');
    await expect(args.onSave).toHaveBeenLastCalledWith('https://imgproxy.example.com/proxy');
  },
};

export const InvalidInputIsNotSaved: Story = {
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement);
    await userEvent.clear(field);
    await userEvent.type(field, 'ftp://files.example.com');
    await expect(await within(canvasElement).findByText('Only http:// and https:// addresses are supported')).toBeVisible();
    await expect(field).toBeInvalid();
    await expect(args.onSave).not.toHaveBeenCalledWith('ftp://files.example.com');
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('https://imgproxy.example.com');
    await expect(field).not.toBeInvalid();
  },
};

export const OddHex: Story = {
  args: { label: 'Key', value: '', parse: parseEvenHex, monospace: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(input(canvasElement, 'Key'), 'abc');
    await expect(await within(canvasElement).findByText('Needs an even number of hex digits')).toBeVisible();
    await expect(args.onSave).toHaveBeenLastCalledWith('ab');
  },
};

export const LongContent: Story = {
  args: { value: `https://${'very-long-subdomain-'.repeat(8)}example.com/`, hint: 'The imgproxy address, '.repeat(10) },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
