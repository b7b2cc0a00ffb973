import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Primitives/ErrorState',
  component: ErrorState,
  args: { title: 'Feed is unavailable', message: 'The feed could not be loaded.' },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The feed could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithoutRetry: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const DefaultTitle: Story = { args: { title: undefined, message: undefined } };

export const LongMessage: Story = {
  args: {
    message: `Error: connection refused by wss://${'relay-'.repeat(20)}example.com after 3 attempts`,
    onRetry: fn(),
  },
};

export const HostileMessage: Story = {
  args: { message: '<img src=x onerror=alert(1)><script>alert(1)</script>' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img, script')).toBeNull();
    await expect(within(canvasElement).getByText(/<img src=x/)).toBeVisible();
  },
};
