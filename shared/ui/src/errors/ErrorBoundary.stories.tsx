import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('Kaboom in a feed item');
}

const meta = {
  title: 'Errors/ErrorBoundary',
  component: ErrorBoundary,
  args: { children: <Broken />, onReload: fn(), onError: fn() },
} satisfies Meta<typeof ErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CaughtError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Something went wrong.')).toBeVisible();
    await expect(canvas.getByText('Kaboom in a feed item')).toBeVisible();
    await expect(canvas.getByText(/at Broken/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload Page' }));
    await expect(args.onReload).toHaveBeenCalled();
    await expect(args.onError).toHaveBeenCalled();
  },
};

export const NoError: Story = {
  args: { children: <p>Fine content</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Fine content')).toBeVisible();
  },
};
