import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PushPromptView } from './PushPromptView';

/** The push prompt of spec 1 §4. */
const meta = {
  title: 'Shell/PushPrompt',
  component: PushPromptView,
  args: { busy: false, error: null, onEnable: fn(), onDecline: fn() },
} satisfies Meta<typeof PushPromptView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asking: 'Enable' and 'No Thanks'. */
export const Asking: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enable' }));
    await expect(args.onEnable).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'No Thanks' }));
    await expect(args.onDecline).toHaveBeenCalledOnce();
  },
};

/** While the browser asks for permission and the server registers the browser. */
export const Enabling: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Enabling…' })).toBeDisabled();
  },
};

/** The browser refused: the spec's text. */
export const NotAllowed: Story = {
  args: { error: 'Notifications are not allowed. Please enable them first.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Notifications are not allowed. Please enable them first.');
  },
};

/** No service workers in this browser. */
export const NoServiceWorker: Story = {
  args: { error: "Your browser doesn't support service workers, which are required for notifications." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent("Your browser doesn't support service workers");
  },
};

/** On a phone's width. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
};
